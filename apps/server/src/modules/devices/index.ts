/** Devices: their routes (login, sync registration). Other modules import this file only (module-layers.test.ts). */
export { devicesRoutes } from './devices.routes.ts';
