import { api } from '@rota/contract';
import type { AppDeps } from '../../app-deps.ts';
import { bind } from '../../http/bind-call.ts';
import { pullDrivers, pullMeasurements, writeMeasurement } from './measurements.service.ts';

/**
 * Rota's measurement calls (docs/measurements.md), for profiles with `canRecordMeasurements`
 * (403 otherwise): the company's drivers, the seller's own measurements, the measurement write.
 */
export function measurementsRoutes(deps: AppDeps) {
  const { db } = deps;
  const calls = api.measurements;
  return [
    bind(calls.drivers, ({ auth, query }) => pullDrivers(db, auth.companyId, query)),
    bind(calls.all, ({ auth, query }) => pullMeasurements(db, auth, query)),
    bind(calls.create, ({ auth, body, now }) => writeMeasurement(deps, auth, body, now)),
  ];
}
