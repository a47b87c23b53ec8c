import { can, type SaleReferences } from '@rota/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { conditionPayments, formPayments, priceLists, products } from '../../db/schema/index.ts';
import type { SessionAuth } from '../../http/auth/auth-context.ts';
import { toPriceList } from '../catalogue/catalogue.repository.ts';
import { findClientByUuid, listDeliveryAddresses } from '../clients/clients.repository.ts';
import { ownsClient } from '../clients/clients.service.ts';
import { ensureCompanyConfig, toCompanyConfig } from '../companies/companies.repository.ts';
import type { SaleBody } from './sale-body.ts';

const unique = <T>(values: readonly T[]) => [...new Set(values)];

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
  const productRows = productUuids.length
    ? await db
        .select({
          uuid: products.uuid,
          code_erp: products.code_erp,
          inative: products.inative,
          price: products.price,
        })
        .from(products)
        .where(
          and(
            eq(products.company_id, companyId),
            inArray(products.uuid, productUuids),
            isNull(products.deleted_at),
          ),
        )
    : [];
  const listRows = listUuids.length
    ? await db
        .select()
        .from(priceLists)
        .where(
          and(
            eq(priceLists.company_id, companyId),
            inArray(priceLists.uuid, listUuids),
            isNull(priceLists.deleted_at),
          ),
        )
    : [];
  const formRows = formIds.length
    ? await db
        .select({ id: formPayments.id, code_erp: formPayments.code_erp, inative: formPayments.inative })
        .from(formPayments)
        .where(
          and(
            eq(formPayments.company_id, companyId),
            inArray(formPayments.id, formIds),
            isNull(formPayments.deleted_at),
          ),
        )
    : [];
  const conditionRows = conditionIds.length
    ? await db
        .select({
          id: conditionPayments.id,
          code_erp: conditionPayments.code_erp,
          inative: conditionPayments.inative,
        })
        .from(conditionPayments)
        .where(
          and(
            eq(conditionPayments.company_id, companyId),
            inArray(conditionPayments.id, conditionIds),
            isNull(conditionPayments.deleted_at),
          ),
        )
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
