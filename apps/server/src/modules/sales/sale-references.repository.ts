import { can, type SaleReferences } from '@rota/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/database.ts';
import { conditionPayments, formPayments, priceLists, products } from '../../db/schema/index.ts';
import type { SessionAuth } from '../../http/auth/auth-context.ts';
import { toPriceList } from '../catalogue/catalogue.repository.ts';
import { findClientByUuid, listDeliveryAddresses } from '../clients/clients.repository.ts';
import { ownsClient } from '../clients/clients.service.ts';
import { ensureCompanyConfig, toCompanyConfig } from '../companies/companies.repository.ts';
import type { SaleBody } from './sale-body.ts';

const unique = <T>(values: readonly T[]) => [...new Set(values)];

/** A synced catalogue table: scoped by company, removed rows tombstoned. */
type LiveTable = { company_id: PgColumn; deleted_at: PgColumn };

/**
 * What a pushed sale refers to, as the caller may see it (DESIGN.md "Auth and tenants"): rows of
 * the session's company only, live (no tombstones), and the client only when the seller owns it
 * (or the profile sees every client, or every sale). One query per kind of reference, whatever the sale's size.
 */
export async function loadSaleReferences(
  db: Executor,
  auth: SessionAuth,
  body: SaleBody,
  now: Date,
): Promise<SaleReferences> {
  const companyId = auth.companyId;
  const sameCompany = (row: { company_id: number; deleted_at: Date | null }) =>
    row.company_id === companyId && row.deleted_at === null;
  const productUuids = unique(body.items.map((item) => item.product_uuid));
  const listUuids = unique(
    body.items.flatMap((item) => (item.price_list_uuid ? [item.price_list_uuid] : [])),
  );
  const formIds = unique(body.payments.map((payment) => payment.form_payment_id));
  const conditionIds = unique(body.payments.map((payment) => payment.condition_payment_id));

  const clientRow = body.client_uuid ? await findClientByUuid(db, body.client_uuid) : null;
  // A supervisor who sees every sale resends sales of other sellers, with their clients.
  const client =
    clientRow &&
    (ownsClient(auth, clientRow) || (can(auth.profile, 'canViewAllSales') && sameCompany(clientRow)))
      ? clientRow
      : null;
  const addresses = client ? await listDeliveryAddresses(db, companyId, [client.uuid]) : new Map();
  const live = (table: LiveTable, key: PgColumn, keys: readonly (string | number)[]) =>
    and(eq(table.company_id, companyId), inArray(key, [...keys]), isNull(table.deleted_at));
  const productRows = productUuids.length
    ? await db
        .select()
        .from(products)
        .where(live(products, products.uuid, productUuids))
    : [];
  const listRows = listUuids.length
    ? await db
        .select()
        .from(priceLists)
        .where(live(priceLists, priceLists.uuid, listUuids))
    : [];
  const formRows = formIds.length
    ? await db
        .select()
        .from(formPayments)
        .where(live(formPayments, formPayments.id, formIds))
    : [];
  const conditionRows = conditionIds.length
    ? await db
        .select()
        .from(conditionPayments)
        .where(live(conditionPayments, conditionPayments.id, conditionIds))
    : [];
  const config = toCompanyConfig(await ensureCompanyConfig(db, companyId));
  return {
    client: client
      ? {
          uuid: client.uuid,
          name: client.name,
          code_erp: client.code_erp,
          deliveryAddressUuids: (addresses.get(client.uuid) ?? []).map(
            (address: { uuid: string }) => address.uuid,
          ),
        }
      : null,
    products: new Map(productRows.map((row) => [row.uuid, row])),
    priceLists: new Map(listRows.map((row) => [row.uuid, toPriceList(row)])),
    forms: new Map(formRows.map((row) => [row.id, row])),
    conditions: new Map(conditionRows.map((row) => [row.id, row])),
    config,
    may: {
      editUnitPrice: can(auth.profile, 'canEditPriceUnit'),
      discount: can(auth.profile, 'canDescontItem'),
    },
    now,
  };
}
