import {
  clientSchema,
  dateTimeSchema,
  deliveryAddressSchema,
  uuidSchema,
  visitOutcomeSchema,
  visitReadingSchema,
} from '@rota/domain';
import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { dataEnvelope, syncEnvelope, syncQuerySchema, syncRow } from '../envelope.ts';

/**
 * A visit to a client, keyed by its own uuid so a replayed visit counts once, with how it ended:
 * a sale, or no sale and why (managers count the reasons). `outcome` is null on visits queued
 * by an app version from before outcomes: they still count as visits, with none recorded.
 * `check_in` and `check_out` are where the phone was when the visit started and ended (or why
 * it could not tell), and `radius_reason` what the seller said of a check-in out of the client's
 * radius (docs/domain.md "Visits in the field"); visits from apps before check-ins have none.
 */
export const visitBodySchema = z.object({
  uuid: uuidSchema,
  visited_at: dateTimeSchema,
  outcome: visitOutcomeSchema.nullable().default(null),
  check_in: visitReadingSchema.nullable().default(null),
  check_out: visitReadingSchema.nullable().default(null),
  radius_reason: z.string().trim().max(500).nullable().default(null),
});

const deliveryAddressParams = () => z.object({ client_id: uuidSchema, uuid: uuidSchema });

/** §7 Clients. Sellers see their own clients unless the profile grants canViewAllClients. */
export const clientsCalls = {
  all: defineCall({
    name: 'clients.all',
    method: 'GET',
    path: 'clients/all',
    summary: 'Clientes (sincronização incremental)',
    tag: 'Clientes',
    auth: { kind: 'session' },
    sync: true,
    schemas: () => ({
      query: syncQuerySchema,
      response: syncEnvelope(clientSchema),
    }),
  }),
  create: defineCall({
    name: 'clients.create',
    method: 'POST',
    path: 'clients/newclient',
    summary: 'Novo cliente (idempotente pelo uuid)',
    tag: 'Clientes',
    auth: { kind: 'session', permission: 'canCreateClient' },
    errors: { 404: 'Cliente não encontrado: o uuid é de um cliente de outra empresa, ou de outro vendedor.' },
    idempotent: true,
    schemas: () => ({
      body: clientSchema,
      response: dataEnvelope(syncRow(clientSchema)),
    }),
  }),
  update: defineCall({
    name: 'clients.update',
    method: 'PUT',
    path: 'clients/newupdate',
    summary: 'Altera um cliente (idempotente pelo uuid)',
    tag: 'Clientes',
    auth: { kind: 'session', permission: 'canEditClient' },
    errors: { 404: 'Cliente não encontrado: uuid desconhecido, de outra empresa ou de outro vendedor.' },
    idempotent: true,
    schemas: () => ({
      body: clientSchema,
      response: dataEnvelope(syncRow(clientSchema)),
    }),
  }),
  addDeliveryAddress: defineCall({
    name: 'clients.addDeliveryAddress',
    method: 'POST',
    path: 'clients/{client_id}/delivery-address',
    summary: 'Novo endereço de entrega do cliente (idempotente pelo uuid)',
    tag: 'Clientes',
    auth: { kind: 'session', permission: 'canEditClient' },
    idempotent: true,
    schemas: () => ({
      params: z.object({ client_id: uuidSchema }),
      body: deliveryAddressSchema,
      response: dataEnvelope(deliveryAddressSchema),
    }),
  }),
  updateDeliveryAddress: defineCall({
    name: 'clients.updateDeliveryAddress',
    method: 'PUT',
    path: 'clients/{client_id}/delivery-address/{uuid}',
    summary: 'Altera um endereço de entrega do cliente (idempotente pelo uuid)',
    tag: 'Clientes',
    auth: { kind: 'session', permission: 'canEditClient' },
    idempotent: true,
    schemas: () => ({
      params: deliveryAddressParams(),
      body: deliveryAddressSchema,
      response: dataEnvelope(deliveryAddressSchema),
    }),
  }),
  removeDeliveryAddress: defineCall({
    name: 'clients.removeDeliveryAddress',
    method: 'DELETE',
    path: 'clients/{client_id}/delivery-address/{uuid}',
    summary: 'Remove um endereço de entrega do cliente (idempotente: remover de novo responde o mesmo)',
    tag: 'Clientes',
    auth: { kind: 'session', permission: 'canEditClient' },
    idempotent: true,
    schemas: () => ({
      params: deliveryAddressParams(),
      response: dataEnvelope(z.object({ uuid: uuidSchema, deleted: z.literal(true) })),
    }),
  }),
  visited: defineCall({
    name: 'clients.visited',
    method: 'PUT',
    path: 'clients/{id}/visited',
    summary: 'Registra a visita ao cliente (idempotente pelo uuid da visita)',
    tag: 'Clientes',
    auth: { kind: 'session' },
    idempotent: true,
    schemas: () => ({
      params: z.object({ id: uuidSchema }),
      body: visitBodySchema,
      response: dataEnvelope(syncRow(clientSchema)),
    }),
  }),
} as const;
