import { syncedSaleSchema } from '@rota/contract';
import {
  appointmentPauseSchema,
  appointmentSchema,
  bakeryItemSchema,
  channelSchema,
  checkSchema,
  clientSchema,
  companyConfigSchema,
  companySchema,
  conditionPaymentSchema,
  deliveryAddressSchema,
  descParameterSchema,
  dreLineSchema,
  driverSchema,
  finalitySchema,
  financialTitleSchema,
  formPaymentSchema,
  machineSchema,
  measurementSchema,
  notificationSchema,
  operatorSchema,
  payableTitleSchema,
  priceListSchema,
  productionOrderSchema,
  productSchema,
  profileSchema,
  purchaseSchema,
  saleItemSchema,
  salePaymentSchema,
  savedChartSchema,
  sellerSchema,
  situationSchema,
  teamSchema,
  volumeSchema,
} from '@rota/domain';
import { getTableColumns } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as tables from './index.ts';

const sync = ['version', 'updated_at', 'deleted_at'];

/**
 * Each table beside the zod schema of what it stores, with every difference named and why. A
 * column added on one side only fails here until the other side (or this list) says so.
 */
const parity: [string, PgTable, z.ZodObject, { tableOnly: string[]; schemaOnly: string[] }][] = [
  ['companies', tables.companies, companySchema, { tableOnly: ['created_at'], schemaOnly: [] }],
  // The percents are stored in hundredths (1050 = 10,50%), integers like every amount.
  [
    'company_configs',
    tables.companyConfigs,
    companyConfigSchema,
    {
      tableOnly: ['max_discount_basis_points', 'approval_discount_basis_points', ...sync],
      schemaOnly: ['max_discount_percent', 'approval_discount_percent'],
    },
  ],
  // The ERP's codes of profiles and teams key its bulk upserts; devices do not need them.
  ['profiles', tables.profiles, profileSchema, { tableOnly: ['code_erp', ...sync], schemaOnly: [] }],
  ['teams', tables.teams, teamSchema, { tableOnly: ['code_erp', ...sync], schemaOnly: [] }],
  // The access token is stored hashed; an inactive seller cannot log in.
  [
    'sellers',
    tables.sellers,
    sellerSchema,
    { tableOnly: ['token_hash', 'inative', ...sync], schemaOnly: [] },
  ],
  ['products', tables.products, productSchema, { tableOnly: sync, schemaOnly: [] }],
  ['form_payments', tables.formPayments, formPaymentSchema, { tableOnly: sync, schemaOnly: [] }],
  [
    'condition_payments',
    tables.conditionPayments,
    conditionPaymentSchema,
    { tableOnly: sync, schemaOnly: [] },
  ],
  ['price_lists', tables.priceLists, priceListSchema, { tableOnly: sync, schemaOnly: [] }],
  ['channels', tables.channels, channelSchema, { tableOnly: sync, schemaOnly: [] }],
  ['finalities', tables.finalities, finalitySchema, { tableOnly: sync, schemaOnly: [] }],
  ['desc_parameters', tables.descParameters, descParameterSchema, { tableOnly: sync, schemaOnly: [] }],
  ['volumes', tables.volumes, volumeSchema, { tableOnly: sync, schemaOnly: [] }],
  // A client's delivery addresses are their own table, joined into the wire shape.
  ['clients', tables.clients, clientSchema, { tableOnly: sync, schemaOnly: ['delivery_addresses'] }],
  // §3 names the client reference `client_id` (it holds the client's uuid); every stored address is acknowledged.
  [
    'delivery_addresses',
    tables.deliveryAddresses,
    deliveryAddressSchema,
    { tableOnly: ['client_uuid', ...sync], schemaOnly: ['client_id', 'sinchronized'] },
  ],
  ['financial_titles', tables.financialTitles, financialTitleSchema, { tableOnly: sync, schemaOnly: [] }],
  ['checks', tables.checks, checkSchema, { tableOnly: sync, schemaOnly: [] }],
  // Each line is keyed to its sale item so rebuilding a sale never duplicates it; devices do not need it.
  ['bakery_items', tables.bakeryItems, bakeryItemSchema, { tableOnly: ['sale_item_uuid'], schemaOnly: [] }],
  ['drivers', tables.drivers, driverSchema, { tableOnly: sync, schemaOnly: [] }],
  // When the server first got a measurement stays on the server.
  [
    'measurements',
    tables.measurements,
    measurementSchema,
    { tableOnly: ['received_at', ...sync], schemaOnly: [] },
  ],
  ['production_orders', tables.productionOrders, productionOrderSchema, { tableOnly: sync, schemaOnly: [] }],
  ['machines', tables.machines, machineSchema, { tableOnly: sync, schemaOnly: [] }],
  ['operators', tables.operators, operatorSchema, { tableOnly: sync, schemaOnly: [] }],
  ['situations', tables.situations, situationSchema, { tableOnly: sync, schemaOnly: [] }],
  // Pauses are their own table; who sent an appointment and when it first arrived stay on the server.
  [
    'appointments',
    tables.appointments,
    appointmentSchema,
    { tableOnly: ['seller_id', 'received_at', ...sync], schemaOnly: ['pauses'] },
  ],
  [
    'appointment_pauses',
    tables.appointmentPauses,
    appointmentPauseSchema,
    { tableOnly: ['appointment_uuid', 'position', 'company_id'], schemaOnly: [] },
  ],
  // Items and payments are their own tables; `received_at` orders, `total` feeds reports; the
  // approval fields are the server's, on every sale it answers (`syncedSaleSchema`).
  [
    'sales',
    tables.sales,
    syncedSaleSchema,
    { tableOnly: ['received_at', 'total', ...sync], schemaOnly: ['items', 'payments'] },
  ],
  // `reserving` is the server's: whether the line's sale holds stock, kept by triggers (0043).
  ['sale_items', tables.saleItems, saleItemSchema, { tableOnly: ['sale_uuid', 'reserving'], schemaOnly: [] }],
  // The form and condition snapshots are jsonb columns in snake_case; `position` keeps the order.
  [
    'sale_payments',
    tables.salePayments,
    salePaymentSchema,
    {
      tableOnly: ['id', 'sale_uuid', 'position', 'form_payment', 'condition_payment'],
      schemaOnly: ['formPayment', 'conditionPayment'],
    },
  ],
  ['notifications', tables.notifications, notificationSchema, { tableOnly: [], schemaOnly: [] }],
  // The manager area's ERP data (docs/manager.md); a saved chart is read by its hash, not its uuid.
  ['payable_titles', tables.payableTitles, payableTitleSchema, { tableOnly: sync, schemaOnly: [] }],
  ['purchases', tables.purchases, purchaseSchema, { tableOnly: sync, schemaOnly: [] }],
  ['dre_lines', tables.dreLines, dreLineSchema, { tableOnly: sync, schemaOnly: [] }],
  [
    'saved_charts',
    tables.savedCharts,
    savedChartSchema,
    { tableOnly: ['uuid', 'company_id', ...sync], schemaOnly: [] },
  ],
];

describe('Drizzle tables against the zod schemas', () => {
  it.each(parity)(
    '%s has the schema’s fields, differing only where written down',
    (_, table, schema, expected) => {
      const columns = Object.keys(getTableColumns(table));
      const keys = Object.keys(schema.shape);
      expect({
        tableOnly: columns.filter((column) => !keys.includes(column)).sort(),
        schemaOnly: keys.filter((key) => !columns.includes(key)).sort(),
      }).toEqual({ tableOnly: [...expected.tableOnly].sort(), schemaOnly: [...expected.schemaOnly].sort() });
    },
  );
});
