import { errorMessages, type Session } from '@rota/contract';
import type { AppDeps } from '../../app-deps.ts';
import { newSecret, sha256 } from '../../crypto/hash.ts';
import type { Executor } from '../../db/database.ts';
import { notFound, tooManyRequests, unprocessable } from '../../errors/service-error.ts';
import type { SessionAuth } from '../../http/auth/auth-context.ts';
import { toProfile, toSeller } from '../../http/auth/session-rows.ts';
import { companyById } from '../companies/index.ts';
import {
  createSession,
  findSellerByTokenHash,
  lastOrderSequence,
  listSellerDevices,
  markDeviceSynced,
  toRegisteredDevice,
  upsertDevice,
} from './devices.repository.ts';
import {
  forgetOldLoginAttempts,
  type LoginAttempt,
  recordWrongTokenAtAddress,
  releaseLoginAttempt,
  reserveLoginAttempt,
} from './login-throttle.ts';

/** §8: a wrong access token is a 422 whose `errors.token` the app shows as a red notice. */
const invalidToken = () => unprocessable({ token: [errorMessages.invalidToken] }, errorMessages.invalidToken);

export interface LoginInput {
  token: string;
  deviceId: string;
  company_id: number;
}

/**
 * `PUT devices/used-token`: a seller's access token on a device becomes a session. Guesses are
 * throttled per device and per token prefix before the token is checked, and wrong tokens per
 * address after it, so a right token is never refused for its address (`login-throttle.ts`). The answer
 * carries a new random session token (stored hashed), the seller, the profile, the company and the
 * device's series of order numbers with the highest count the server holds in it.
 */
export async function login(deps: AppDeps, input: LoginInput, address: string, now: Date): Promise<Session> {
  const attempt: LoginAttempt = {
    companyId: input.company_id,
    deviceId: input.deviceId,
    token: input.token,
    address,
  };
  // Counted before the token is looked at, so concurrent guesses cannot all slip under the limit.
  const reserved = await reserveLoginAttempt(deps.db, attempt, now);
  if (!reserved.allowed) throw tooManyRequests(reserved.retryAfterSeconds);
  const found = await findSellerByTokenHash(deps.db, input.company_id, sha256(input.token));
  const company = found ? await companyById(deps.db, input.company_id) : null;
  if (!found || !company) {
    const atAddress = await recordWrongTokenAtAddress(deps.db, attempt, now);
    await forgetOldLoginAttempts(deps.db, now);
    if (!atAddress.allowed) throw tooManyRequests(atAddress.retryAfterSeconds);
    throw invalidToken();
  }
  await releaseLoginAttempt(deps.db, attempt);
  const sessionToken = newSecret();
  const expiresAt = new Date(now.getTime() + deps.sessionTtlMs);
  const orders = await deps.db.transaction(async (tx) => {
    const device = await upsertDevice(tx, {
      companyId: company.id,
      sellerId: found.seller.id,
      deviceId: input.deviceId,
      now,
    });
    await createSession(tx, {
      tokenHash: sha256(sessionToken),
      companyId: company.id,
      sellerId: found.seller.id,
      deviceRowId: device.id,
      expiresAt,
      now,
    });
    return {
      order_series: device.order_series,
      order_last: await lastOrderSequence(tx, company.id, device.order_series),
    };
  });
  const seller = toSeller(found.seller);
  return {
    session_token: sessionToken,
    expires_at: expiresAt.toISOString(),
    user: { id: seller.id, name: seller.name, email: seller.email, code_erp: seller.code_erp },
    seller,
    profile: toProfile(found.profile),
    company,
    ...orders,
  };
}

/** `GET devices`: the devices the session's seller has logged in on. */
export async function listDevices(db: Executor, auth: SessionAuth) {
  return (await listSellerDevices(db, auth.companyId, auth.seller.id)).map(toRegisteredDevice);
}

/** `PUT devices/sync`: when this device last synced; a device the seller never used is a 404. */
export async function recordDeviceSync(db: Executor, auth: SessionAuth, deviceId: string, now: Date) {
  const device = await markDeviceSynced(
    db,
    { companyId: auth.companyId, sellerId: auth.seller.id, deviceId },
    now,
  );
  if (!device) throw notFound('Dispositivo não encontrado para este vendedor');
  return toRegisteredDevice(device);
}
