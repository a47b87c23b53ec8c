/** A sale's offline writes, as the checkout and the sales screens make them (one module for both). */

export { keepNumbered } from './order-number.ts';
export { queueSale, type SaleBody, saleBody } from './sale-writes.ts';
