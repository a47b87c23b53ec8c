/**
 * @rota/contract — every HTTP call of §7 as data (method, path, schemas, auth). The server
 * registers its routes from it, the web client calls through it, and the OpenAPI document is
 * generated from it. Depends only on @rota/domain and zod.
 */
export * from './api-calls.ts';
export * from './call-path.ts';
export * from './calls/bakery.calls.ts';
export * from './calls/charts.calls.ts';
export * from './calls/clients.calls.ts';
export * from './calls/devices.calls.ts';
export * from './calls/goals.calls.ts';
export * from './calls/lookups.calls.ts';
export * from './calls/measurements.calls.ts';
export * from './calls/order-production.calls.ts';
export * from './calls/promotions.calls.ts';
export * from './calls/sales.calls.ts';
export * from './define-call.ts';
export * from './envelope.ts';
export * from './error-messages.ts';
export * from './errors.ts';
export * from './external/receita-ws.schema.ts';
export * from './external/via-cep.schema.ts';
export * from './health.ts';
export * from './integration/index.ts';
export * from './openapi.ts';
export * from './realtime-events.ts';
