import { API_BASE, api, buildCallPath } from '@rota/contract';

/** Logs the seller in as the app does (`PUT /api/devices/used-token`); the session token. */
export async function benchLogin(baseUrl: string, companyId: number, token: string): Promise<string> {
  const response = await fetch(`${baseUrl}${API_BASE}${buildCallPath(api.devices.usedToken)}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token, deviceId: 'bench-device-0001', company_id: companyId }),
  });
  const body = (await response.json()) as { data?: { session_token?: string } };
  const session = body.data?.session_token;
  if (response.status !== 200 || !session)
    throw new Error(`login do benchmark falhou: ${response.status} ${JSON.stringify(body)}`);
  return session;
}
