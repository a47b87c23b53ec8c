import type { CallDefinition } from '../define-call.ts';
import { integrationAccessCalls } from './access.calls.ts';
import { integrationBakeryCalls } from './bakery.calls.ts';
import { integrationCatalogueCalls } from './catalogue.calls.ts';
import { integrationClientsCalls } from './clients.calls.ts';
import { integrationFinancialsCalls } from './financials.calls.ts';
import { integrationManagerCalls } from './manager.calls.ts';
import { integrationMeasurementsCalls } from './measurements.calls.ts';
import { integrationProductionCalls } from './production.calls.ts';
import { integrationSalesCalls } from './sales.calls.ts';

export * from './access.calls.ts';
export * from './bakery.calls.ts';
export * from './bulk-upsert.ts';
export * from './catalogue.calls.ts';
export * from './clients.calls.ts';
export * from './financials.calls.ts';
export * from './manager.calls.ts';
export * from './measurements.calls.ts';
export * from './production.calls.ts';
export * from './sales.calls.ts';

/** Base of the ERP integration API (DESIGN.md "Operations"). */
export const INTEGRATION_BASE = '/integration/v1/';

/**
 * Every call of the ERP integration API, by area, authenticated by the company's integration
 * key (`Authorization: Bearer <key>`): bulk upserts by `code_erp`, the sales waiting for the
 * ERP and their status moves, the factory's orders and its finished appointments, the drivers
 * and the measurements recorded against them, the bakery's deliveries (docs/integration.md).
 */
export const integration = {
  clients: integrationClientsCalls,
  catalogue: integrationCatalogueCalls,
  access: integrationAccessCalls,
  financials: integrationFinancialsCalls,
  sales: integrationSalesCalls,
  production: integrationProductionCalls,
  measurements: integrationMeasurementsCalls,
  bakery: integrationBakeryCalls,
  manager: integrationManagerCalls,
} as const;

/** The same calls as one flat list, for route registration, OpenAPI and tests. */
export const integrationCalls: readonly CallDefinition[] = Object.values(integration).flatMap((area) =>
  Object.values(area),
);
