import { api, type BulkRowError, clientLinkRowSchema, toFieldErrors } from '@rota/contract';
import type { AppDeps } from '../../app-deps.ts';
import { companyWrite } from '../../db/company-write.ts';
import { clients } from '../../db/schema/index.ts';
import { pullPage, syncEnvelope, syncMeta } from '../../sync/pull-page.ts';
import { clientsOnTheWire } from '../clients/index.ts';
import { loadLinkTargets, pendingClientsWhere, setClientCodes } from './integration-clients.repository.ts';

export const clientLinkMessages = {
  notFound: 'Cliente não encontrado',
  repeatedUuid: (index: number) => `Cliente repetido neste lote (já enviado no índice ${index})`,
  repeatedCode: (index: number) => `Código repetido neste lote (já enviado no índice ${index})`,
  alreadyLinked: (code: string) => `Cliente já vinculado ao código ${code} do ERP`,
  codeTaken: (name: string, deleted: boolean) =>
    `Código já usado pelo cliente ${name}${deleted ? ' (excluído)' : ''}`,
} as const;

/**
 * `GET clients/pending`: the company's live clients the ERP has not linked yet (no `code_erp`:
 * registered on a device), every seller's, with their delivery addresses, paged like a pull in
 * the order they last changed — a client edited after the ERP read it comes again in a later
 * page. A client leaves the list once linked (`POST clients/link`).
 */
export async function listPendingClients(
  { db }: AppDeps,
  companyId: number,
  query: { since?: string | undefined; limit?: number | undefined },
) {
  const page = await pullPage(db, clients, { companyId, where: pendingClientsWhere(companyId), ...query });
  const toClient = await clientsOnTheWire(
    db,
    companyId,
    page.rows.map((row) => row.uuid),
  );
  return syncEnvelope(page, (row) => ({ ...toClient(row), ...syncMeta(row) }));
}

interface Link {
  index: number;
  uuid: string;
  code_erp: string;
}

/** The key a refused row is named by: its uuid as sent, when readable. */
function rawKey(raw: unknown): string | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const uuid = (raw as Record<string, unknown>).uuid;
  return typeof uuid === 'string' ? uuid : null;
}

/** Validates each row on its own; a uuid or a code already sent in this batch is refused. */
function sortLinks(rawRows: readonly unknown[]) {
  const links: Link[] = [];
  const errors: BulkRowError[] = [];
  const uuids = new Map<string, number>();
  const codes = new Map<string, number>();
  rawRows.forEach((raw, index) => {
    const parsed = clientLinkRowSchema.safeParse(raw);
    if (!parsed.success) {
      errors.push({ index, key: rawKey(raw), errors: toFieldErrors(parsed.error.issues) });
      return;
    }
    const { uuid, code_erp } = parsed.data;
    const sameUuid = uuids.get(uuid);
    const sameCode = codes.get(code_erp);
    if (sameUuid !== undefined || sameCode !== undefined) {
      errors.push({
        index,
        key: uuid,
        errors:
          sameUuid !== undefined
            ? { uuid: [clientLinkMessages.repeatedUuid(sameUuid)] }
            : { code_erp: [clientLinkMessages.repeatedCode(sameCode ?? 0)] },
      });
      return;
    }
    uuids.set(uuid, index);
    codes.set(code_erp, index);
    links.push({ index, uuid, code_erp });
  });
  return { links, errors };
}

const maxVersion = (versions: readonly bigint[]) =>
  versions.reduce<bigint | null>((max, version) => (max === null || version > max ? version : max), null);

/**
 * `POST clients/link`: gives clients registered on devices the ERP's code, by uuid, so the ERP
 * does not register them a second time (docs/integration.md). Each row is checked on its own
 * (pt-BR by field): the uuid must be a live client of the company; a client already linked to
 * another code, or a code another client of the company holds (a deleted one too), is refused.
 * The same uuid and code again is accepted and changes nothing, so a replayed batch is safe.
 * Linked clients get a new version (devices pull the code) and, after the commit, one
 * `catalogue.changed` names `clients.all`.
 */
export async function linkClients(deps: AppDeps, companyId: number, rawRows: readonly unknown[]) {
  const { links, errors } = sortLinks(rawRows);
  const written = await companyWrite(deps.db, companyId, async (tx) => {
    const { byUuid, byCode } = await loadLinkTargets(
      tx,
      companyId,
      links.map((link) => link.uuid),
      links.map((link) => link.code_erp),
    );
    const changes: Link[] = [];
    let linked = 0;
    for (const link of links) {
      const refuse = (field: 'uuid' | 'code_erp', message: string) =>
        errors.push({ index: link.index, key: link.uuid, errors: { [field]: [message] } });
      const client = byUuid.get(link.uuid);
      const holder = byCode.get(link.code_erp);
      if (!client || client.deleted) refuse('uuid', clientLinkMessages.notFound);
      else if (client.code_erp === link.code_erp) linked += 1;
      else if (client.code_erp !== null)
        refuse('code_erp', clientLinkMessages.alreadyLinked(client.code_erp));
      else if (holder) refuse('code_erp', clientLinkMessages.codeTaken(holder.name, holder.deleted));
      else {
        changes.push(link);
        linked += 1;
      }
    }
    return { linked, versions: await setClientCodes(tx, companyId, changes) };
  });
  const cursor = maxVersion(written.versions);
  if (cursor !== null) {
    deps.events.publish({
      type: 'catalogue.changed',
      company_id: companyId,
      seller_id: null,
      calls: [api.clients.all.name],
      cursor: String(cursor),
    });
  }
  return {
    received: rawRows.length,
    linked: written.linked,
    errors: errors.sort((a, b) => a.index - b.index),
  };
}
