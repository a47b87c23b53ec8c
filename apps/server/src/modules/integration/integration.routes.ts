import { integration } from '@rota/contract';
import type { AppDeps } from '../../app-deps.ts';
import { bind, type CallBinding } from '../../http/bind-call.ts';
import { listChangedDeliveries } from '../bakery/index.ts';
import { putSavedChart, removeSavedChart } from '../charts/index.ts';
import { listChangedMeasurements } from '../measurements/index.ts';
import { listClosedAppointments } from '../order-production/index.ts';
import { bulkEntities } from './bulk-entities.ts';
import { runBulkUpsert } from './bulk-upsert.service.ts';
import { linkClients, listPendingClients } from './integration-clients.service.ts';
import { setSaleDelivery } from './integration-delivery.service.ts';
import { listPendingSales, moveSaleStatus } from './integration-sales.service.ts';

/**
 * The ERP integration API under /integration/v1/ (docs/integration.md), authenticated by the
 * company's integration key: one bulk upsert per entity, the clients registered on devices and
 * their link to the ERP's codes, the sales waiting for the ERP and their status moves, the
 * factory's finished appointments, the measurements recorded against the drivers, the bakery's
 * deliveries.
 */
export function integrationRoutes(deps: AppDeps): CallBinding[] {
  return [
    ...bulkEntities.map((spec) =>
      bind(spec.call, async ({ body, auth, now }) => ({
        data: await runBulkUpsert(deps, spec, auth.companyId, body.rows, now),
      })),
    ),
    bind(integration.clients.pending, ({ query, auth }) => listPendingClients(deps, auth.companyId, query)),
    bind(integration.clients.link, async ({ body, auth }) => ({
      data: await linkClients(deps, auth.companyId, body.rows),
    })),
    bind(integration.sales.pending, ({ query, auth }) => listPendingSales(deps, auth.companyId, query)),
    bind(integration.sales.status, ({ params, body, auth, now }) =>
      moveSaleStatus(deps, auth.companyId, params.uuid, body, now),
    ),
    bind(integration.sales.delivery, ({ params, body, auth, now }) =>
      setSaleDelivery(deps, auth.companyId, params.uuid, body, now),
    ),
    bind(integration.production.closedAppointments, ({ query, auth }) =>
      listClosedAppointments(deps, auth.companyId, query),
    ),
    bind(integration.measurements.changed, ({ query, auth }) =>
      listChangedMeasurements(deps, auth.companyId, query),
    ),
    bind(integration.bakery.deliveries, ({ query, auth }) =>
      listChangedDeliveries(deps, auth.companyId, query),
    ),
    bind(integration.manager.putChart, async ({ params, body, auth }) => ({
      data: await putSavedChart(deps, auth.companyId, params.hash, body),
    })),
    bind(integration.manager.deleteChart, async ({ params, auth, now }) => ({
      data: await removeSavedChart(deps, auth.companyId, params.hash, now),
    })),
  ];
}
