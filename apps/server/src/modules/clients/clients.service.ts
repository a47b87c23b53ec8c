import { api } from '@rota/contract';
import type { Client } from '@rota/domain';
import { can, clientErrors, hasClientErrors } from '@rota/domain';
import { companyWrite } from '../../db/company-write.ts';
import type { Database, Executor, Transaction } from '../../db/database.ts';
import { clients } from '../../db/schema/index.ts';
import { forbidden, notFound, unprocessable } from '../../errors/service-error.ts';
import type { SessionAuth } from '../../http/auth/auth-context.ts';
import { idempotentWrite } from '../../sync/idempotent-write.ts';
import { pullPage, syncEnvelope, syncMeta } from '../../sync/pull-page.ts';
import {
  type ClientRow,
  type ClientValues,
  clientScope,
  findClientByUuid,
  findClientWithDocument,
  insertClient,
  listDeliveryAddresses,
  pickAddress,
  toClient,
  updateClient,
} from './clients.repository.ts';

export const clientMessages = {
  notFound: 'Cliente não encontrado',
  otherSeller: 'Seu perfil não permite atribuir o cliente a outro vendedor',
} as const;

/** A client as a write answers it and a pull sends it: the entity plus its sync metadata. */
export type SyncedClient = Client & { updated_at: string; deleted_at: string | null };

export function seesAllClients(auth: SessionAuth): boolean {
  return can(auth.profile, 'canViewAllClients');
}

/**
 * Whether the caller may see and change this stored client: same company, not deleted, and the
 * seller's own (`code_erp_seller`) unless the profile grants canViewAllClients.
 */
export function ownsClient(
  auth: SessionAuth,
  row: Pick<ClientRow, 'company_id' | 'deleted_at' | 'code_erp_seller'>,
): boolean {
  if (row.company_id !== auth.companyId || row.deleted_at !== null) return false;
  if (seesAllClients(auth)) return true;
  return auth.seller.code_erp !== null && row.code_erp_seller === auth.seller.code_erp;
}

/** The stored client with its live delivery addresses, as the wire carries it. */
/** The clients a session sees, as SQL (the scope of `clients/all`; the financial pulls read it too). */
export const sessionClientScope = (auth: SessionAuth) =>
  clientScope({
    companyId: auth.companyId,
    sellerCode: auth.seller.code_erp,
    all: can(auth.profile, 'canViewAllClients'),
  });

/**
 * How these clients of the company go on the wire, each with its delivery addresses (read in one
 * query): the ERP's list of clients to link reads them so.
 */
export async function clientsOnTheWire(
  db: Executor,
  companyId: number,
  uuids: readonly string[],
): Promise<(row: ClientRow) => Client> {
  const addresses = await listDeliveryAddresses(db, companyId, uuids);
  return (row) => toClient(row, addresses.get(row.uuid) ?? []);
}

export async function syncedClient(db: Executor, row: ClientRow): Promise<SyncedClient> {
  const addresses = await listDeliveryAddresses(db, row.company_id, [row.uuid]);
  return { ...toClient(row, addresses.get(row.uuid) ?? []), ...syncMeta(row) };
}

/**
 * `GET clients/all`: one page of the caller's clients (DESIGN.md "Sync"), each with its live
 * delivery addresses, loaded for the whole page in one query.
 */
export async function pullClients(
  db: Database,
  auth: SessionAuth,
  query: { since?: string; limit?: number },
) {
  const where = clientScope({
    companyId: auth.companyId,
    sellerCode: auth.seller.code_erp,
    all: seesAllClients(auth),
  });
  const page = await pullPage(db, clients, {
    companyId: auth.companyId,
    where,
    since: query.since,
    limit: query.limit,
  });
  const addresses = await listDeliveryAddresses(
    db,
    auth.companyId,
    page.rows.map((row) => row.uuid),
  );
  return syncEnvelope(page, (row) => ({ ...toClient(row, addresses.get(row.uuid) ?? []), ...syncMeta(row) }));
}

/**
 * What a seller's device may set on a client: everything but the ERP's fields (`id`,
 * `code_erp`, credit `status`, `reproved_at`) and `last_visit`, which only visits move.
 */
function editableValues(body: Client) {
  return {
    name: body.name,
    fantasy_name: body.fantasy_name,
    document: body.document,
    state_registration: body.state_registration,
    email: body.email,
    phone: body.phone,
    mobile: body.mobile,
    contact_name: body.contact_name,
    channel_code_erp: body.channel_code_erp,
    notes: body.notes,
    inative: body.inative,
    visiting_day: body.visiting_day,
    ...pickAddress(body),
  } satisfies Partial<ClientValues>;
}

/**
 * The seller a written client belongs to: the body's, or the caller's own when the body leaves
 * it null (`fallback` on update: the stored one). Without canViewAllClients a seller cannot
 * hand a client to somebody else (422).
 */
function assignedSeller(auth: SessionAuth, requested: string | null, fallback: string | null) {
  const code = requested ?? fallback;
  if (!seesAllClients(auth) && code !== auth.seller.code_erp)
    throw unprocessable({ code_erp_seller: [clientMessages.otherSeller] });
  return code;
}

/**
 * The domain's client check (`clientErrors`, the rule the device's form runs), against the whole
 * company: a CNPJ/CPF another live client holds, any seller's, is refused naming that client; the
 * inscrição estadual must be valid for the UF and the city lie in it (422 by field). The
 * duplicate is looked for on a new client and when an edit changes the document, so an edit of a
 * client the ERP sent twice under one document (the ERP is the master and may) still goes
 * through. Runs inside the company's write lock, so two devices cannot both register one document.
 */
async function checkClient(
  tx: Transaction,
  auth: SessionAuth,
  body: Client,
  stored: ClientRow | null,
): Promise<void> {
  const duplicate =
    stored === null || stored.document !== body.document
      ? await findClientWithDocument(tx, auth.companyId, body.document, body.uuid)
      : null;
  const errors = clientErrors(body, duplicate);
  if (hasClientErrors(errors)) throw unprocessable(errors as Record<string, string[]>);
}

async function insertNewClient(tx: Transaction, auth: SessionAuth, body: Client): Promise<SyncedClient> {
  await checkClient(tx, auth, body, null);
  const row = await insertClient(tx, {
    ...editableValues(body),
    uuid: body.uuid,
    company_id: auth.companyId,
    // The ERP's key, set only by the integration API: a code chosen on a device could reach the
    // titles and checks the ERP sent for a client Rota does not hold yet.
    code_erp: null,
    code_erp_seller: assignedSeller(auth, body.code_erp_seller, auth.seller.code_erp),
    // Credit analysis is the ERP's: a client registered on a device waits for it.
    status: 'Pendente',
    reproved_at: null,
    // Moved only by visits (`PUT clients/{id}/visited`).
    last_visit: null,
  });
  return syncedClient(tx, row);
}

/**
 * Applies a device's edit to a stored client the caller owns (else 404). The ERP's fields
 * (`id`, `code_erp`, credit `status`, `reproved_at`) and `last_visit` (moved only by visits)
 * keep their stored values whatever the body says.
 */
async function applyClientEdit(
  tx: Transaction,
  auth: SessionAuth,
  existing: ClientRow,
  body: Client,
): Promise<SyncedClient> {
  if (!ownsClient(auth, existing)) throw notFound(clientMessages.notFound);
  await checkClient(tx, auth, body, existing);
  const row = await updateClient(tx, existing.uuid, {
    ...editableValues(body),
    code_erp_seller: assignedSeller(auth, body.code_erp_seller, existing.code_erp_seller),
  });
  return syncedClient(tx, row);
}

/**
 * `POST clients/newclient`, idempotent by uuid (DESIGN.md "Push"): a replay answers the first
 * answer; the same uuid with another body updates the seller's own client; a uuid another
 * company holds answers 404 and is never touched. The server assigns `id`; `company_id` is the
 * session's. A client already stored under this uuid by another path is an edit, which needs
 * canEditClient.
 */
export async function createClient(db: Database, auth: SessionAuth, body: Client): Promise<SyncedClient> {
  const { result } = await companyWrite(db, auth.companyId, (tx) =>
    idempotentWrite(
      tx,
      { companyId: auth.companyId, callName: api.clients.create.name, key: body.uuid, body },
      async ({ changed }) => {
        const existing = await findClientByUuid(tx, body.uuid);
        if (!existing) return insertNewClient(tx, auth, body);
        if (existing.company_id !== auth.companyId) throw notFound(clientMessages.notFound);
        if (!changed && !can(auth.profile, 'canEditClient')) throw forbidden();
        return applyClientEdit(tx, auth, existing, body);
      },
    ),
  );
  return result;
}

/** `PUT clients/newupdate`, idempotent by uuid: only a client the caller owns (else 404). */
export async function updateClientFromDevice(
  db: Database,
  auth: SessionAuth,
  body: Client,
): Promise<SyncedClient> {
  const { result } = await companyWrite(db, auth.companyId, (tx) =>
    idempotentWrite(
      tx,
      { companyId: auth.companyId, callName: api.clients.update.name, key: body.uuid, body },
      async () => {
        const existing = await findClientByUuid(tx, body.uuid);
        if (!existing) throw notFound(clientMessages.notFound);
        return applyClientEdit(tx, auth, existing, body);
      },
    ),
  );
  return result;
}
