import { api } from '@rota/contract';
import type { AppDeps } from '../../app-deps.ts';
import { bind } from '../../http/bind-call.ts';
import { recordVisit } from './client-visit.service.ts';
import { createClient, pullClients, updateClientFromDevice } from './clients.service.ts';
import {
  addDeliveryAddress,
  editDeliveryAddress,
  removeDeliveryAddress,
} from './delivery-address.service.ts';
import { visitDay } from './visit-day.service.ts';
import { readVisitPhoto, receivePhotoPart } from './visit-photos.service.ts';

/**
 * §7 Clients. A seller sees and writes only their own clients (`code_erp_seller`) unless the
 * profile grants canViewAllClients; another company's client answers 404. The day's visits against
 * the plan (`visits/day`) are for a supervisor (canViewAllClients) or the manager area.
 */
export function clientsRoutes({ db, clock, photoStore = null }: AppDeps) {
  return [
    bind(api.clients.all, ({ auth, query }) => pullClients(db, auth, query)),
    bind(api.clients.create, async ({ auth, body }) => ({ data: await createClient(db, auth, body) })),
    bind(api.clients.update, async ({ auth, body }) => ({
      data: await updateClientFromDevice(db, auth, body),
    })),
    bind(api.clients.addDeliveryAddress, async ({ auth, params, body }) => ({
      data: await addDeliveryAddress(db, auth, params.client_id, body),
    })),
    bind(api.clients.updateDeliveryAddress, async ({ auth, params, body }) => ({
      data: await editDeliveryAddress(db, auth, params, body),
    })),
    bind(api.clients.removeDeliveryAddress, async ({ auth, params, now }) => ({
      data: await removeDeliveryAddress(db, auth, params, now),
    })),
    bind(api.clients.visited, async ({ auth, params, body, now }) => ({
      data: await recordVisit(db, auth, params.id, body, now),
    })),
    bind(api.visits.day, async ({ auth, query }) => ({
      data: await visitDay(db, auth.companyId, query, clock()),
    })),
    bind(api.visits.photoPart, async ({ auth, params, body, now }) => ({
      data: await receivePhotoPart(db, auth, params, body, now, photoStore),
    })),
    bind(api.visits.photo, async ({ auth, params }) => ({
      data: await readVisitPhoto(db, auth, params.uuid, photoStore),
    })),
  ];
}
