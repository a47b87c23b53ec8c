import type { ErpBakeryDelivery } from '@rota/contract';
import type { AppDeps } from '../../app-deps.ts';
import { pageLimit, type SyncEnvelope } from '../../sync/pull-page.ts';
import { syncHorizon } from '../../sync/sync-horizon.ts';
import { findChangedDeliveries, toBakeryItem } from './bakery.repository.ts';

type Wire = ErpBakeryDelivery & { updated_at: string; deleted_at: string | null };

/**
 * `GET /integration/v1/bakery/deliveries/changed` (docs/integration.md "Bakery deliveries"): the
 * company's bakery lines whose delivery a stamp changed since the cursor — delivered, closed
 * short with its reason, or undone — in the order they changed, each as it is now. Paged like a
 * pull, by the version of `bakery_delivery_changes` and behind the company's sync horizon, so a
 * stamp committing late is never skipped. A replayed stamp changes nothing, so a delivery comes
 * once per change. A line removed since (its sale cancelled, nothing delivered) is left out.
 */
export async function listChangedDeliveries(
  { db }: AppDeps,
  companyId: number,
  query: { since?: string | undefined; limit?: number | undefined },
): Promise<SyncEnvelope<Wire>> {
  const limit = pageLimit(query);
  const horizon = await syncHorizon(db, companyId);
  const rows = await findChangedDeliveries(db, companyId, { since: query.since, horizon, limit: limit + 1 });
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    data: page.map(({ change, line }) => {
      const item = toBakeryItem(line);
      return {
        id: item.id,
        sale_uuid: item.sale_uuid,
        sale_item_uuid: line.sale_item_uuid,
        delivery_date: item.delivery_date,
        code_erp_client: item.code_erp_client,
        client_name: item.client_name,
        code_erp_product: item.code_erp_product,
        description: item.description,
        unit: item.unit,
        quantity: item.quantity,
        driver_name: item.driver_name,
        delivered: item.delivered,
        delivery_at: item.delivery_at,
        delivery_by: item.delivery_by,
        received_by: item.received_by,
        short_reason: item.short_reason,
        short_note: item.short_note,
        updated_at: change.updated_at.toISOString(),
        deleted_at: null,
      };
    }),
    meta: {
      cursor: last ? String(last.change.version) : (query.since ?? '0'),
      has_more: rows.length > limit,
    },
  };
}
