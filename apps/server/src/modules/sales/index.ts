/** Sales: their routes, the sale body, and the sales the ERP reads and moves. Other modules import this file only (module-layers.test.ts). */
export { pullFinalizedSales, saleOnTheWire } from './erp-sales.service.ts';
export type { SaleBody } from './sale-body.ts';
export type { SaleRow } from './sales.repository.ts';
export { salesRoutes } from './sales.routes.ts';
