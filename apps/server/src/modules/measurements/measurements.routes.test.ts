import { randomUUID } from 'node:crypto';
import { api, errorMessages, INTEGRATION_BASE, integration } from '@rota/contract';
import { type Measurement, measurementCheckMessages, SELLER_PERMISSIONS } from '@rota/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { volumes } from '../../db/schema/index.ts';
import { insertSynced, volumeRow } from '../../testing/catalogue-builders.ts';
import { addSeller, createTenant, login, type TestTenant } from '../../testing/tenant.ts';
import { callApi, startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';

/** Opening PGlite (WASM) and migrating takes seconds, more on a busy machine. */
const STARTUP_TIMEOUT_MS = 120_000;
const PERMISSIONS = [...SELLER_PERMISSIONS, 'canRecordMeasurements'] as const;

interface Yard {
  tenant: TestTenant;
  token: string;
  drivers: { id: number; code_erp: string; inative: number }[];
  volumeId: number;
  retiredVolumeId: number;
}

describe.each(testDatabaseKinds)('measurements on %s', { timeout: 30_000 }, (kind) => {
  let app: TestApp;
  let yard: Yard;
  let other: Yard;

  /** A company whose ERP sent two active drivers and a retired one, with an m³ volume. */
  async function createYard(): Promise<Yard> {
    const tenant = await createTenant(app, { permissions: PERMISSIONS });
    const token = await login(app, tenant.company.id, tenant.accessToken);
    const upsert = await callApi(
      app.baseUrl,
      integration.measurements.drivers,
      {
        token: tenant.integrationKey,
        body: {
          rows: [
            { code_erp: 'MOT01', name: 'Roberto Alves' },
            { code_erp: 'MOT02', name: 'Marcos Pereira' },
            { code_erp: 'MOT09', name: 'Jorge Teixeira', inative: 1 },
          ],
        },
      },
      INTEGRATION_BASE,
    );
    expect(upsert.body.data).toMatchObject({ received: 3, upserted: 3, errors: [] });
    const pulled = await callApi(app.baseUrl, api.measurements.drivers, { token });
    const [volume, retired] = await insertSynced(app.db, tenant.company.id, volumes, [
      volumeRow(tenant.company.id, 1, { field: 'm³' }),
      volumeRow(tenant.company.id, 2, { field: 'Caçamba', inative: 1 }),
    ]);
    return {
      tenant,
      token,
      drivers: pulled.body.data,
      volumeId: volume?.id ?? 0,
      retiredVolumeId: retired?.id ?? 0,
    };
  }

  const driverOf = (y: Yard, code: string) => y.drivers.find((driver) => driver.code_erp === code)?.id ?? 0;

  /** A load on the server's day (the test clock: 22/11/2026, 10:00 in São Paulo). */
  const newMeasurement = (y: Yard, overrides: Partial<Measurement> = {}): Measurement => ({
    uuid: randomUUID(),
    company_id: y.tenant.company.id,
    seller_id: y.tenant.seller.id,
    date: '2026-11-22',
    driver_id: driverOf(y, 'MOT01'),
    plate: 'BRA2E19',
    material: 'Argila',
    volume_id: y.volumeId,
    quantity: 12,
    notes: null,
    ...overrides,
  });

  const write = (y: Yard, body: Measurement, token = y.token) =>
    callApi(app.baseUrl, api.measurements.create, { token, body });

  beforeAll(async () => {
    app = await startTestApp(kind);
    yard = await createYard();
    other = await createYard();
  }, STARTUP_TIMEOUT_MS);

  afterAll(async () => {
    await app?.close();
  });

  it('answers 403 to a seller without canRecordMeasurements and 401 without a session', async () => {
    const seller = await addSeller(app, yard.tenant, SELLER_PERMISSIONS, 'V-SEM-MEDICAO');
    const token = await login(app, yard.tenant.company.id, seller.accessToken, 'device-seller');
    const calls = [
      [api.measurements.drivers, {}],
      [api.measurements.all, {}],
      [api.measurements.create, { body: newMeasurement(yard) }],
    ] as const;
    for (const [call, options] of calls) {
      const refused = await callApi(app.baseUrl, call, { ...options, token });
      expect(refused.status, call.name).toBe(403);
      expect(refused.body.message, call.name).toBe(errorMessages.forbidden);
      expect((await callApi(app.baseUrl, call, options)).status, call.name).toBe(401);
    }
  });

  it('pulls the company’s drivers by cursor, retired ones included, and then only what the ERP changed', async () => {
    expect(yard.drivers.map((driver) => [driver.code_erp, driver.inative])).toEqual([
      ['MOT01', 0],
      ['MOT02', 0],
      ['MOT09', 1],
    ]);
    const snapshot = await callApi(app.baseUrl, api.measurements.drivers, { token: yard.token });
    expect(snapshot.body.data.every((row) => row.company_id === yard.tenant.company.id)).toBe(true);
    await callApi(
      app.baseUrl,
      integration.measurements.drivers,
      {
        token: yard.tenant.integrationKey,
        body: { rows: [{ code_erp: 'MOT02', name: 'Marcos P. Pereira' }] },
      },
      INTEGRATION_BASE,
    );
    const delta = await callApi(app.baseUrl, api.measurements.drivers, {
      token: yard.token,
      query: { since: snapshot.body.meta.cursor },
    });
    expect(delta.body.data.map((row) => [row.code_erp, row.name])).toEqual([['MOT02', 'Marcos P. Pereira']]);
  });

  it('records a measurement for the session’s company and seller, answers a replay the same and pulls it', async () => {
    const body = newMeasurement(yard, { company_id: 999, seller_id: 999, notes: 'Carga úmida' });
    const first = await write(yard, body);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      uuid: body.uuid,
      company_id: yard.tenant.company.id,
      seller_id: yard.tenant.seller.id,
      plate: 'BRA2E19',
      quantity: 12,
      deleted_at: null,
    });
    const replay = await write(yard, body);
    expect(replay.status).toBe(200);
    expect(replay.body.data).toEqual(first.body.data);

    const pulled = await callApi(app.baseUrl, api.measurements.all, { token: yard.token });
    expect(pulled.body.data.filter((row) => row.uuid === body.uuid)).toEqual([first.body.data]);

    // An edit of the same uuid (a corrected quantity) rewrites it; the next delta brings it alone.
    const edited = await write(yard, { ...body, quantity: 9 });
    expect(edited.body.data.quantity).toBe(9);
    const delta = await callApi(app.baseUrl, api.measurements.all, {
      token: yard.token,
      query: { since: pulled.body.meta.cursor },
    });
    expect(delta.body.data.map((row) => [row.uuid, row.quantity])).toEqual([[body.uuid, 9]]);
  });

  it('refuses by field, in pt-BR: a future day, an unknown or retired driver or volume, a bad plate', async () => {
    const future = await write(yard, newMeasurement(yard, { date: '2026-11-23' }));
    expect(future.status).toBe(422);
    expect(future.body.errors).toEqual({ date: [measurementCheckMessages.futureDate] });

    const retired = await write(
      yard,
      newMeasurement(yard, { driver_id: driverOf(yard, 'MOT09'), volume_id: yard.retiredVolumeId }),
    );
    expect(retired.status).toBe(422);
    expect(retired.body.errors).toEqual({
      driver_id: [measurementCheckMessages.driverInactive],
      volume_id: [measurementCheckMessages.volumeInactive],
    });

    // Another company's driver and volume do not exist for this one.
    const foreign = await write(
      yard,
      newMeasurement(yard, { driver_id: driverOf(other, 'MOT01'), volume_id: other.volumeId }),
    );
    expect(foreign.body.errors).toEqual({
      driver_id: [measurementCheckMessages.driverNotFound],
      volume_id: [measurementCheckMessages.volumeNotFound],
    });

    const plate = await write(yard, { ...newMeasurement(yard), plate: 'BRA-2E19' });
    expect(plate.status).toBe(422);
    expect(plate.body.errors?.plate).toEqual(['Placa inválida: use o padrão ABC-1234 ou o Mercosul ABC1D23']);
  });

  it('keeps a measurement its author’s: another seller’s or company’s uuid is a 404, and never pulled by them', async () => {
    const body = newMeasurement(yard);
    expect((await write(yard, body)).status).toBe(200);
    const colleague = await addSeller(app, yard.tenant, PERMISSIONS, 'V-COLEGA');
    const colleagueToken = await login(app, yard.tenant.company.id, colleague.accessToken, 'device-colega');
    expect((await write(yard, { ...body, quantity: 1 }, colleagueToken)).status).toBe(404);
    expect(
      (await write(other, { ...body, driver_id: driverOf(other, 'MOT01'), volume_id: other.volumeId }))
        .status,
    ).toBe(404);
    const theirs = await callApi(app.baseUrl, api.measurements.all, { token: colleagueToken });
    expect(theirs.body.data).toEqual([]);
  });

  it('lets the ERP read every change by cursor with its own codes of driver, seller and volume', async () => {
    const read = (since?: string) =>
      callApi(
        app.baseUrl,
        integration.measurements.changed,
        { token: other.tenant.integrationKey, query: { since } },
        INTEGRATION_BASE,
      );
    const before = await read();
    expect(before.status).toBe(200);
    const body = newMeasurement(other, { driver_id: driverOf(other, 'MOT02') });
    await write(other, body);
    const changed = await read(before.body.meta.cursor);
    expect(changed.body.data).toEqual([
      expect.objectContaining({
        uuid: body.uuid,
        driver_code_erp: 'MOT02',
        seller_code_erp: other.tenant.seller.code_erp,
        volume_field: 'm³',
        quantity: 12,
      }),
    ]);
    expect((await read(changed.body.meta.cursor)).body.data).toEqual([]);
  });
});
