/** The ERP integration API: its routes. Other modules import this file only (module-layers.test.ts). */
export { integrationRoutes } from './integration.routes.ts';
