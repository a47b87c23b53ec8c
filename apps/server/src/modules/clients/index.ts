/** Clients: their routes, who sees which, and how they go on the wire. Other modules import this file only (module-layers.test.ts). */
export { clientsRoutes } from './clients.routes.ts';
export { clientsOnTheWire, ownsClient, sessionClientScope } from './clients.service.ts';
export {
  type PhotoObjectStore,
  type PhotoStoreSettings,
  s3PhotoStore,
} from './photo-object-store.ts';
