import {
  companySchema,
  dateTimeSchema,
  deviceSchema,
  idSchema,
  loggedUserSchema,
  profileSchema,
  registeredDeviceSchema,
  sellerSchema,
} from '@rota/domain';
import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { dataEnvelope } from '../envelope.ts';

/** The body of the login: the seller's access token on this device, for a company. */
export const loginBodySchema = deviceSchema.extend({ company_id: idSchema });

/**
 * What a login answers: the session token (sent as `Authorization: Bearer …`) and who logged in.
 * `order_series` is this device's series of order numbers in the company and `order_last` the
 * highest count the server holds in it (domain `order-number.ts`); a session stored by an app from
 * before order numbers has neither, and its sales stay unnumbered until the next login.
 */
export const sessionSchema = z.object({
  session_token: z.string().min(32),
  expires_at: dateTimeSchema,
  user: loggedUserSchema,
  seller: sellerSchema,
  profile: profileSchema,
  company: companySchema,
  order_series: z.number().int().min(1).nullable().default(null),
  order_last: z.number().int().min(0).default(0),
});
export type Session = z.infer<typeof sessionSchema>;

/** §7 Devices. */
export const devicesCalls = {
  list: defineCall({
    name: 'devices.list',
    method: 'GET',
    path: 'devices',
    summary: 'Dispositivos do vendedor',
    tag: 'Dispositivos',
    auth: { kind: 'session' },
    schemas: () => ({
      response: dataEnvelope(z.array(registeredDeviceSchema)),
    }),
  }),
  usedToken: defineCall({
    name: 'devices.usedToken',
    method: 'PUT',
    path: 'devices/used-token',
    summary: 'Login: token de acesso + dispositivo (+ empresa) → sessão',
    tag: 'Dispositivos',
    auth: { kind: 'public' },
    schemas: () => ({
      body: loginBodySchema,
      response: dataEnvelope(sessionSchema),
    }),
  }),
  sync: defineCall({
    name: 'devices.sync',
    method: 'PUT',
    path: 'devices/sync',
    summary: 'Registra a última sincronização do dispositivo',
    tag: 'Dispositivos',
    auth: { kind: 'session' },
    errors: { 404: 'Dispositivo não encontrado para este vendedor.' },
    schemas: () => ({
      body: z.object({ deviceId: deviceSchema.shape.deviceId }),
      response: dataEnvelope(registeredDeviceSchema),
    }),
  }),
} as const;
