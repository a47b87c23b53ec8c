/** CEP and CNPJ lookups: their routes. Other modules import this file only (module-layers.test.ts). */
export { lookupsRoutes } from './lookups.routes.ts';
