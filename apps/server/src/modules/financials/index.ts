/** Financial titles and checks: their routes. Other modules import this file only (module-layers.test.ts). */
export { financialsRoutes } from './financials.routes.ts';
