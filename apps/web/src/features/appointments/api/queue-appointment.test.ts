import 'fake-indexeddb/auto';
import { makeAppointment, makeProductionOrder } from '@rota/domain/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { authStore } from '#lib/auth/auth-store.ts';
import { myPwaDb } from '#lib/db/my-pwa-db.ts';
import { resetLocalDbs } from '#testing/reset-local-dbs.ts';
import { makeSession } from '#testing/session-fixture.ts';
import { pruneOldAppointments } from './day-appointments-query.ts';
import { amendUnsentAppointment, NotAmendableError, queueAppointment } from './queue-appointment.ts';
import { storeServerAppointments } from './store-server-appointments.ts';

const STAMPS = { updated_at: '2026-11-22T11:00:00.000Z', deleted_at: null };
const finished = () =>
  makeAppointment({ uuid: crypto.randomUUID(), finished_at: '2026-11-22T12:00:00.000Z', quantity: 10 });

beforeEach(async () => {
  await resetLocalDbs();
  await authStore.setLogin(makeSession(['canAccessAppointments']), 1);
});

describe('queueing appointments', () => {
  it('saves the record and its write together, one write per action, in order', async () => {
    const open = makeAppointment({ uuid: crypto.randomUUID() });
    await queueAppointment(open);
    await queueAppointment({ ...open, finished_at: '2026-11-22T12:00:00.000Z' });
    const entries = await myPwaDb.outbox.orderBy('id').toArray();
    expect(entries.map((entry) => [entry.call, entry.uuid, entry.owner])).toEqual([
      ['orderProduction.createApoint', open.uuid, '1:7'],
      ['orderProduction.createApoint', open.uuid, '1:7'],
    ]);
    expect((await myPwaDb.appointments.get(open.uuid))?.finished_at).toBe('2026-11-22T12:00:00.000Z');
  });

  it('a correction takes the place of the last waiting write; a refused one goes back in line', async () => {
    const appointment = finished();
    await queueAppointment(appointment);
    const [entry] = await myPwaDb.outbox.toArray();
    await myPwaDb.outbox.update(entry?.id as number, { status: 'failed', last_error: 'Falhou' });
    await amendUnsentAppointment({ ...appointment, quantity: 12 });
    const [amended] = await myPwaDb.outbox.toArray();
    expect(amended).toMatchObject({
      id: entry?.id,
      status: 'pending',
      last_error: null,
      body: { quantity: 12 },
    });
    expect((await myPwaDb.appointments.get(appointment.uuid))?.quantity).toBe(12);
  });

  it('refuses a correction once sent, or while it is leaving', async () => {
    const appointment = finished();
    await queueAppointment(appointment);
    const [entry] = await myPwaDb.outbox.toArray();
    await myPwaDb.outbox.update(entry?.id as number, { status: 'sending' });
    await expect(amendUnsentAppointment({ ...appointment, quantity: 12 })).rejects.toEqual(
      new NotAmendableError('sending'),
    );
    await myPwaDb.outbox.clear();
    await expect(amendUnsentAppointment({ ...appointment, quantity: 12 })).rejects.toEqual(
      new NotAmendableError('sent'),
    );
    expect((await myPwaDb.appointments.get(appointment.uuid))?.quantity).toBe(10);
  });
});

describe('the server’s appointments on the tablet', () => {
  it('never overwrite one whose writes still wait in the outbox', async () => {
    const mine = finished();
    await queueAppointment(mine);
    const theirs = finished();
    await storeServerAppointments([
      { ...mine, quantity: 1, finished_at: null, ...STAMPS },
      { ...theirs, ...STAMPS },
    ]);
    expect((await myPwaDb.appointments.get(mine.uuid))?.quantity).toBe(10);
    expect(await myPwaDb.appointments.get(theirs.uuid)).toEqual({ ...theirs, ...STAMPS });
  });

  it('are dropped once old and sent, unless open, unsent or of an order the tablet keeps', async () => {
    const old = (num_op: string, overrides = {}) => ({
      ...makeAppointment({
        uuid: crypto.randomUUID(),
        num_op,
        started_at: '2026-11-10T11:00:00.000Z',
        finished_at: '2026-11-10T12:00:00.000Z',
      }),
      ...STAMPS,
      ...overrides,
    });
    const gone = old('7001');
    const open = old('7001', { finished_at: null });
    const kept = old('7002');
    const recent = old('7001', {
      started_at: '2026-11-20T11:00:00.000Z',
      finished_at: '2026-11-20T12:00:00.000Z',
    });
    await myPwaDb.appointments.bulkPut([gone, open, kept, recent]);
    await myPwaDb.productionOrders.put({
      ...makeProductionOrder({ num_op: '7002' }),
      fetched_at: '2026-11-22T10:00:00.000Z',
    });
    await pruneOldAppointments('2026-11-22');
    expect((await myPwaDb.appointments.toArray()).map((row) => row.uuid).sort()).toEqual(
      [open.uuid, kept.uuid, recent.uuid].sort(),
    );
  });
});
