import {
  codeErpSchema,
  dateSchema,
  uuidSchema,
  visitDaySchema,
  visitPhotoPartSchema,
  visitPhotoSchema,
  visitPhotoUploadSchema,
} from '@rota/domain';
import { z } from 'zod';
import { type CallDeclaration, defineCall } from '../define-call.ts';
import { dataEnvelope } from '../envelope.ts';

/**
 * The day's visits against the plan (docs/domain.md "The day's route"), for whoever follows the
 * sellers: a supervisor (every seller's clients, `canViewAllClients`) or the manager area.
 */
export const visitsCalls = {
  day: defineCall({
    name: 'visits.day',
    method: 'GET',
    path: 'visits/day',
    summary: 'Rota planejada e visitas do dia por vendedor',
    tag: 'Visitas',
    auth: { kind: 'session', anyOf: ['canViewAllClients', 'canAccessManager'] },
    errors: { 404: 'Vendedor não encontrado (o código pedido em `seller` não é de um vendedor da empresa).' },
    schemas: () => ({
      query: z.object({
        /** The São Paulo day; today when absent. */
        date: dateSchema.optional(),
        /** One seller's ERP code; every seller of the company when absent. */
        seller: codeErpSchema.min(1).optional(),
      }),
      response: dataEnvelope(visitDaySchema),
    }),
  } satisfies CallDeclaration),
  /**
   * One part of a visit's photo (docs/server.md "Visit photos"): stored once by the photo's uuid and
   * the part's offset, so a part sent again after a cut changes nothing; the last part stores the
   * photo, read from its bytes. The visit must be on the server first (the outbox sends it before).
   */
  photoPart: defineCall({
    name: 'visits.photoPart',
    method: 'PUT',
    path: 'visits/{visit}/photos/{uuid}',
    summary: 'Envia uma parte de uma foto da visita (idempotente pela foto e pela posição da parte)',
    tag: 'Visitas',
    auth: { kind: 'session' },
    idempotent: true,
    errors: {
      404: 'Visita não encontrada (ou de um cliente que o vendedor não vê).',
      409: 'A foto já começou a ser enviada com outro tamanho, ou com outra visita.',
    },
    schemas: () => ({
      params: z.object({ visit: uuidSchema, uuid: uuidSchema }),
      body: visitPhotoPartSchema,
      response: dataEnvelope(visitPhotoUploadSchema),
    }),
  }),
  /** A stored photo, for whoever may see its client (the seller of the wallet, a supervisor, the manager). */
  photo: defineCall({
    name: 'visits.photo',
    method: 'GET',
    path: 'visits/photos/{uuid}',
    summary: 'Uma foto de visita',
    tag: 'Visitas',
    auth: { kind: 'session' },
    errors: { 404: 'Foto não encontrada (ou de um cliente que o usuário não vê).' },
    schemas: () => ({
      params: z.object({ uuid: uuidSchema }),
      response: dataEnvelope(visitPhotoSchema),
    }),
  }),
} as const;
