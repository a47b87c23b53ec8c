import {
  bakeryCategoryTotalSchema,
  bakeryDeliveryStampSchema,
  bakeryDriverSchema,
  bakeryItemSchema,
  bakeryStampSchema,
  dateSchema,
} from '@rota/domain';
import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { dataEnvelope } from '../envelope.ts';

const tag = 'Padaria';
const auth = { kind: 'area', permission: 'canAccessBakery' } as const;
/** The delivery day; today in São Paulo when absent. */
const dayQuery = z.object({ date: dateSchema.optional() });

/** A stamp answers with the lines as they are after it (the device replaces its copies). */
const stampErrors = { 404: 'Item da padaria não encontrado (de outra empresa, ou removido da venda).' };
const stamped = dataEnvelope(z.array(bakeryItemSchema));

/**
 * The 409 of a stamp whose uuid the server already took with another body (another stage, other
 * lines or quantities, another reason or receiver): the same uuid again answers the lines as they
 * are, a different body is refused rather than silently not applied (docs/server.md "Bakery").
 */
export const bakeryStampReusedMessage =
  'Esta marcação já foi recebida pelo servidor com outros dados e não foi aplicada. Descarte-a e marque de novo.';
/** A stamp is idempotent by its uuid (the same body answers 200 again; another body is a 409). */
const stampWrite = { idempotent: true, conflict: bakeryStampReusedMessage } as const;

/** §7 Bakery: the day's production, separation and delivery. */
export const bakeryCalls = {
  driverNames: defineCall({
    name: 'bakery.driverNames',
    method: 'GET',
    path: 'bakery/driver-names',
    summary: 'Motoristas de entrega',
    tag,
    auth,
    schemas: () => ({
      response: dataEnvelope(z.array(bakeryDriverSchema)),
    }),
  }),
  production: defineCall({
    name: 'bakery.production',
    method: 'GET',
    path: 'bakery/production',
    summary: 'Itens a produzir no dia',
    tag,
    auth,
    schemas: () => ({
      query: dayQuery,
      response: dataEnvelope(z.array(bakeryItemSchema)),
    }),
  }),
  productionByCategory: defineCall({
    name: 'bakery.productionByCategory',
    method: 'GET',
    path: 'bakery/productionByCategory',
    summary: 'Produção do dia por categoria (pedido × produzido)',
    tag,
    auth,
    schemas: () => ({
      query: dayQuery,
      response: dataEnvelope(z.array(bakeryCategoryTotalSchema)),
    }),
  }),
  separationByCategory: defineCall({
    name: 'bakery.separationByCategory',
    method: 'GET',
    path: 'bakery/separationByCategory',
    summary: 'Separação do dia por categoria (pedido × separado)',
    tag,
    auth,
    schemas: () => ({
      query: dayQuery,
      response: dataEnvelope(z.array(bakeryCategoryTotalSchema)),
    }),
  }),
  delivery: defineCall({
    name: 'bakery.delivery',
    method: 'GET',
    path: 'bakery/delivery',
    summary: 'Entregas do dia, opcionalmente de um motorista',
    tag,
    auth,
    schemas: () => ({
      query: dayQuery.extend({ driver: z.string().max(255).optional() }),
      response: dataEnvelope(z.array(bakeryItemSchema)),
    }),
  }),
  productionAt: defineCall({
    name: 'bakery.productionAt',
    method: 'PUT',
    path: 'bakery/production-at',
    summary: 'Marca itens como produzidos',
    tag,
    auth,
    ...stampWrite,
    errors: stampErrors,
    schemas: () => ({
      body: bakeryStampSchema,
      response: stamped,
    }),
  }),
  separationAt: defineCall({
    name: 'bakery.separationAt',
    method: 'PUT',
    path: 'bakery/separation-at',
    summary: 'Marca itens como separados',
    tag,
    auth,
    ...stampWrite,
    errors: stampErrors,
    schemas: () => ({
      body: bakeryStampSchema,
      response: stamped,
    }),
  }),
  deliveryAt: defineCall({
    name: 'bakery.deliveryAt',
    method: 'PUT',
    path: 'bakery/delivery-at',
    summary:
      'Marca itens como entregues; abaixo do pedido, com o motivo da falta (faltou, avariado, recusado, outro com observação)',
    tag,
    auth,
    ...stampWrite,
    errors: stampErrors,
    schemas: () => ({
      body: bakeryDeliveryStampSchema,
      response: stamped,
    }),
  }),
} as const;
