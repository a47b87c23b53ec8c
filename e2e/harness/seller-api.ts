/**
 * The §7 API as a seller's device sees it, for specs that check what reached the server: a login
 * (`PUT devices/used-token`, its own deviceId, so the browser's session is left alone) and every
 * page of `GET clients/all` with that session.
 */

/** A client as `clients/all` answers it (the fields the specs read). */
export interface ServerClient {
  uuid: string;
  name: string;
  fantasy_name: string | null;
  document: string;
  street: string | null;
  inative: number;
  last_visit: string | null;
  delivery_addresses: Array<{ uuid: string; description: string }>;
}

/** Logs a seller in by company CNPJ and access token; answers the session token. */
export async function loginSeller(
  baseUrl: string,
  companyCnpj: string,
  token: string,
  deviceId: string,
): Promise<string> {
  const company = await fetch(`${baseUrl}/api/companies/${companyCnpj}/cnpj`);
  if (!company.ok) throw new Error(`companies/${companyCnpj}/cnpj respondeu ${company.status}`);
  const { data } = (await company.json()) as { data: { id: number } };
  const login = await fetch(`${baseUrl}/api/devices/used-token`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token, deviceId, company_id: data.id }),
  });
  if (!login.ok) throw new Error(`devices/used-token respondeu ${login.status}`);
  return ((await login.json()) as { data: { session_token: string } }).data.session_token;
}

/** Every client the server gives this session (all pages of `clients/all`). */
export async function serverClients(baseUrl: string, sessionToken: string): Promise<ServerClient[]> {
  const rows: ServerClient[] = [];
  let since: string | null = null;
  for (;;) {
    const query = new URLSearchParams({ limit: '1000', ...(since ? { since } : {}) });
    const response = await fetch(`${baseUrl}/api/clients/all?${query}`, {
      headers: { authorization: `Bearer ${sessionToken}`, accept: 'application/json' },
    });
    if (response.status !== 200) throw new Error(`clients/all respondeu ${response.status}`);
    const body = (await response.json()) as {
      data: ServerClient[];
      meta: { cursor: string; has_more: boolean };
    };
    rows.push(...body.data);
    if (!body.meta.has_more) return rows;
    since = body.meta.cursor;
  }
}
