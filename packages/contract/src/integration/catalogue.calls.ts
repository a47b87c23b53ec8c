import {
  channelSchema,
  checkPromotion,
  conditionPaymentSchema,
  descParameterSchema,
  finalitySchema,
  formPaymentSchema,
  priceListSchema,
  productSchema,
  productStockSchema,
  promotionBaseSchema,
  volumeSchema,
} from '@rota/domain';
import { bulkRows, bulkUpsertCall, erpKeySchema } from './bulk-upsert.ts';

/**
 * Products by `code_erp`. `quantity_decimals` (how many decimals the product's quantities take,
 * 0–3; null: what its unit says) came later and may be left out of a row: then the stored value
 * stays (a new product gets null).
 */
export const productBulkRows = bulkRows(
  productSchema.omit({ uuid: true, id: true, company_id: true }).extend({
    code_erp: erpKeySchema,
    quantity_decimals: productSchema.shape.quantity_decimals.unwrap().optional(),
    min_price: productSchema.shape.min_price.unwrap().optional(),
  }),
  ['code_erp'],
);

/**
 * Each product's stock by its `code_erp_product` (docs/domain.md "Stock"): the quantity free to
 * sell in the product's unit and when the ERP counted it. Sent apart from the products, so a
 * stock that moves every hour does not resend the catalogue.
 */
export const productStockBulkRows = bulkRows(
  productStockSchema.omit({ uuid: true, company_id: true }).extend({ code_erp_product: erpKeySchema }),
  ['code_erp_product'],
);

/** Promotions by `code_erp` (docs/domain.md "Promotions"), each kind's figures checked. */
export const promotionBulkRows = bulkRows(
  promotionBaseSchema.omit({ uuid: true, company_id: true }).extend({ code_erp: erpKeySchema }),
  ['code_erp'],
  checkPromotion,
);

/** Price-list rows by list (`code_erp`) and product (`code_erp_product`). */
export const priceListBulkRows = bulkRows(
  priceListSchema
    .omit({ uuid: true, company_id: true })
    .extend({ code_erp: erpKeySchema, code_erp_product: erpKeySchema }),
  ['code_erp', 'code_erp_product'],
);

/**
 * Forms of payment with their sub-forms (`hierarchies`), by `code_erp`. The limits of their
 * conditions (`max_parcels`, `max_days`, `only_type_1`) came later and may be left out of a row:
 * then the stored limits stay (a new form gets none: null, null, false); `null` clears a limit.
 */
export const formPaymentBulkRows = bulkRows(
  formPaymentSchema.omit({ uuid: true, id: true, company_id: true }).extend({
    code_erp: erpKeySchema,
    max_parcels: formPaymentSchema.shape.max_parcels.unwrap().optional(),
    max_days: formPaymentSchema.shape.max_days.unwrap().optional(),
    only_type_1: formPaymentSchema.shape.only_type_1.unwrap().optional(),
  }),
  ['code_erp'],
);

/** Payment conditions with their installments (`itens`), by `code_erp`. */
export const conditionPaymentBulkRows = bulkRows(
  conditionPaymentSchema.omit({ uuid: true, id: true, company_id: true }).extend({ code_erp: erpKeySchema }),
  ['code_erp'],
);

/** Sales channels by `code_erp`. */
export const channelBulkRows = bulkRows(
  channelSchema.omit({ uuid: true, company_id: true }).extend({ code_erp: erpKeySchema }),
  ['code_erp'],
);

/** Sale finalities by `code_erp`. */
export const finalityBulkRows = bulkRows(
  finalitySchema.omit({ uuid: true, id: true, company_id: true }).extend({ code_erp: erpKeySchema }),
  ['code_erp'],
);

/** Volumes (packaging kinds) by `field`, their only name. */
export const volumeBulkRows = bulkRows(volumeSchema.omit({ id: true, company_id: true }), ['field']);

/** Description parameters by `field`. */
export const descParameterBulkRows = bulkRows(descParameterSchema.omit({ id: true, company_id: true }), [
  'field',
]);

/** ERP → Rota: the catalogue a seller pulls (§7 Catalogue), upserted in bulk. */
export const integrationCatalogueCalls = {
  products: bulkUpsertCall(
    'integration.products.bulk',
    'products/bulk',
    'Produtos em lote por code_erp',
    productBulkRows,
  ),
  priceLists: bulkUpsertCall(
    'integration.priceLists.bulk',
    'price-lists/bulk',
    'Tabelas de preço em lote por code_erp + code_erp_product',
    priceListBulkRows,
  ),
  formPayments: bulkUpsertCall(
    'integration.formPayments.bulk',
    'form-payments/bulk',
    'Formas de pagamento (com hierarquias) em lote por code_erp',
    formPaymentBulkRows,
  ),
  conditionPayments: bulkUpsertCall(
    'integration.conditionPayments.bulk',
    'condition-payments/bulk',
    'Condições de pagamento (com parcelas) em lote por code_erp',
    conditionPaymentBulkRows,
  ),
  channels: bulkUpsertCall(
    'integration.channels.bulk',
    'channels/bulk',
    'Canais de venda em lote por code_erp',
    channelBulkRows,
  ),
  finalities: bulkUpsertCall(
    'integration.finalities.bulk',
    'finalities/bulk',
    'Finalidades de venda em lote por code_erp',
    finalityBulkRows,
  ),
  volumes: bulkUpsertCall(
    'integration.volumes.bulk',
    'volumes/bulk',
    'Volumes em lote por field',
    volumeBulkRows,
  ),
  productStocks: bulkUpsertCall(
    'integration.productStocks.bulk',
    'product-stocks/bulk',
    'Estoque dos produtos em lote por code_erp_product',
    productStockBulkRows,
  ),
  promotions: bulkUpsertCall(
    'integration.promotions.bulk',
    'promotions/bulk',
    'Promoções em lote por code_erp',
    promotionBulkRows,
  ),
  descParameters: bulkUpsertCall(
    'integration.descParameters.bulk',
    'desc-parameters/bulk',
    'Parâmetros de descrição em lote por field',
    descParameterBulkRows,
  ),
} as const;
