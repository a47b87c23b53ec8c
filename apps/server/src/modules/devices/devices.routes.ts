import { api } from '@rota/contract';
import type { AppDeps } from '../../app-deps.ts';
import { bind } from '../../http/bind-call.ts';
import { listDevices, login, recordDeviceSync } from './devices.service.ts';

/** §7 Devices: login, the seller's devices, the last sync of a device. */
export function devicesRoutes(deps: AppDeps) {
  const { db } = deps;
  return [
    bind(api.devices.usedToken, async ({ body, request, now }) => ({
      data: await login(deps, body, request.ip, now),
    })),
    bind(api.devices.list, async ({ auth }) => ({ data: await listDevices(db, auth) })),
    bind(api.devices.sync, async ({ auth, body, now }) => ({
      data: await recordDeviceSync(db, auth, body.deviceId, now),
    })),
  ];
}
