/** The bakery: its routes, the delivery lines of sales, the ERP's deliveries. Other modules import this file only (module-layers.test.ts). */

export type { NewBakeryItem } from './bakery.repository.ts';
export { bakeryRoutes } from './bakery.routes.ts';
export { listChangedDeliveries } from './bakery-deliveries.service.ts';
export {
  bakeryChanged,
  bakeryLinesOf,
  type ChangedLines,
  isBakerySale,
  syncSaleBakeryLines,
} from './bakery-sale-lines.service.ts';
export { deliverSale, saleDeliveryMessages } from './sale-delivery.service.ts';
