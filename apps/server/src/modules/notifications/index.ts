/** Notifications: their routes, and writing one inside another module's transaction. Other modules import this file only (module-layers.test.ts). */
export { notificationsRoutes } from './notifications.routes.ts';
export { addNotification } from './notifications.service.ts';
