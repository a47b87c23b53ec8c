/** Measurements: their routes, and the changed ones the ERP reads. Other modules import this file only (module-layers.test.ts). */
export { measurementsRoutes } from './measurements.routes.ts';
export { listChangedMeasurements } from './measurements.service.ts';
