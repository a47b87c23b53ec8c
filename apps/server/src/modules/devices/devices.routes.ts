import { api } from '@rota/contract';
import type { AppDeps } from '../../app-deps.ts';
import { notFound } from '../../errors/service-error.ts';
import { bind } from '../../http/bind-call.ts';
import { listSellerDevices, markDeviceSynced, toRegisteredDevice } from './devices.repository.ts';
import { login } from './devices.service.ts';

/** §7 Devices: login, the seller's devices, the last sync of a device. */
export function devicesRoutes(deps: AppDeps) {
  const { db } = deps;
  return [
    bind(api.devices.usedToken, async ({ body, request, now }) => ({
      data: await login(deps, body, request.ip, now),
    })),
    bind(api.devices.list, async ({ auth }) => ({
      data: (await listSellerDevices(db, auth.companyId, auth.seller.id)).map(toRegisteredDevice),
    })),
    bind(api.devices.sync, async ({ auth, body, now }) => {
      const device = await markDeviceSynced(
        db,
        { companyId: auth.companyId, sellerId: auth.seller.id, deviceId: body.deviceId },
        now,
      );
      if (!device) throw notFound('Dispositivo não encontrado para este vendedor');
      return { data: toRegisteredDevice(device) };
    }),
  ];
}
