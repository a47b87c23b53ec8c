/** Production orders and appointments: their routes, and the finished appointments the ERP reads. Other modules import this file only (module-layers.test.ts). */
export { listClosedAppointments } from './closed-appointments.service.ts';
export { orderProductionRoutes } from './order-production.routes.ts';
