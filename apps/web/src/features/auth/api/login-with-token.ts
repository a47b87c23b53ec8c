import { api, type Session } from '@rota/contract';
import { authStore } from '#lib/auth/index.ts';
import { getDeviceId } from '#lib/device/device-id.ts';
import { callApi } from '#lib/http/http-client.ts';

/**
 * The login (§7 `PUT devices/used-token`): the seller's access token on this device for a company
 * becomes a session, which is stored locally (`authStore.setLogin`) before anything is synced.
 */
export async function loginWithToken(companyId: number, token: string): Promise<Session> {
  const session = await callApi(api.devices.usedToken, {
    body: { token, deviceId: await getDeviceId(), company_id: companyId },
  });
  await authStore.setLogin(session, companyId);
  return session;
}
