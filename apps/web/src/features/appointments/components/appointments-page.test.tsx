import 'fake-indexeddb/auto';
import { api } from '@rota/contract';
import type { Appointment } from '@rota/domain';
import {
  makeAppointment,
  makeMachine,
  makeOperator,
  makeProductionOrder,
  makeSituation,
} from '@rota/domain/testing';
import type { QueryClient } from '@tanstack/react-query';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '#lib/auth/auth-store.ts';
import { myPwaDb } from '#lib/db/my-pwa-db.ts';
import { callApi } from '#lib/http/http-client.ts';
import { HttpError } from '#lib/http/http-error.ts';
import { createQueryClient, QueryProvider } from '#lib/query/index.ts';
import { renderPage } from '#testing/render-page.tsx';
import { resetLocalDbs } from '#testing/reset-local-dbs.ts';
import { makeSession } from '#testing/session-fixture.ts';
import { queueAppointment } from '../api/queue-appointment.ts';
import { stationStore } from '../api/station-store.ts';
import { AppointmentsPage } from './appointments-page.tsx';

vi.mock('#lib/http/http-client.ts', async () => ({
  callApi: vi.fn(),
  HttpError: (await import('#lib/http/http-error.ts')).HttpError,
}));

const STAMPS = { updated_at: '2026-11-22T11:00:00.000Z', deleted_at: null };
const callApiMock = vi.mocked(callApi);
let client: QueryClient;

const goOffline = () => act(() => void window.dispatchEvent(new Event('offline')));
const goOnline = () => act(() => void window.dispatchEvent(new Event('online')));

/** The factory on the tablet: two machines, two operators, productive, stop and scrap situations, three orders. */
async function storeFactory() {
  await myPwaDb.machines.bulkPut([
    makeMachine({ id: 1, code_erp: 'MQ01', description: 'Masseira espiral' }),
    makeMachine({ id: 2, code_erp: 'MQ02', description: 'Forno turbo' }),
  ]);
  await myPwaDb.operators.bulkPut([
    makeOperator({ id: 1, code_erp: 'OP01', name: 'Antônio Ferreira' }),
    makeOperator({ id: 2, code_erp: 'OP02', name: 'Juliana Ramos' }),
  ]);
  await myPwaDb.situations.bulkPut([
    makeSituation({ id: 1, code_erp: 'ST01', description: 'Produzindo', kind: 'Produtiva' }),
    makeSituation({ id: 2, code_erp: 'ST02', description: 'Falta de matéria-prima', kind: 'Parada' }),
    makeSituation({ id: 3, code_erp: 'RF01', description: 'Queimado no forno', kind: 'Refugo' }),
  ]);
  const fetched_at = new Date().toISOString();
  await myPwaDb.productionOrders.bulkPut([
    { ...makeProductionOrder({ num_op: '7001', quantity_planned: 300 }), fetched_at },
    { ...makeProductionOrder({ id: 2, num_op: '7002', status: 'Em produção' }), fetched_at },
    { ...makeProductionOrder({ id: 3, num_op: '7003', status: 'Encerrada' }), fetched_at },
  ]);
}

function renderScreen() {
  return renderPage(
    <QueryProvider client={client}>
      <AppointmentsPage />
    </QueryProvider>,
    '/apoint',
  );
}

const user = () => userEvent.setup();
const figure = (label: string) =>
  screen.getByRole('region', { name: /^OP / }).querySelector(`[data-figure="${label}"]`)?.textContent;

async function chooseStation(operator: string, machine: string) {
  const u = user();
  await u.click(await screen.findByRole('button', { name: /^Operador\s*Escolha o operador$/ }));
  await u.click(
    within(await screen.findByRole('dialog')).getByRole('button', { name: new RegExp(operator) }),
  );
  await u.click(screen.getByRole('button', { name: /^Máquina\s*Escolha a máquina$/ }));
  await u.click(
    within(await screen.findByRole('dialog')).getByRole('button', { name: new RegExp(`^${machine}`) }),
  );
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

async function findOrder(numOp: string) {
  const u = user();
  const field = await screen.findByLabelText('Número da OP');
  await u.clear(field);
  await u.type(field, `${numOp}{Enter}`);
}

const queued = async () =>
  (await myPwaDb.outbox.orderBy('id').toArray()).map((entry) => entry.body as Appointment);

describe('AppointmentsPage', () => {
  beforeEach(async () => {
    await resetLocalDbs();
    localStorage.clear();
    stationStore.reset();
    await authStore.setLogin(makeSession(['canAccessAppointments']), 1);
    await storeFactory();
    callApiMock.mockImplementation(async () => {
      throw new HttpError(0, 'Sem conexão com o servidor');
    });
    client = createQueryClient();
    client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  });
  afterEach(async () => {
    cleanup();
    goOnline();
    client.clear();
    vi.clearAllMocks();
    await authStore.logout();
  });

  it('offline, a whole run — start, pause with a reason, resume, finish — goes to the outbox and moves the card', async () => {
    goOffline();
    renderScreen();
    await chooseStation('Juliana Ramos', 'MQ02');
    await findOrder('7001');
    await screen.findByRole('heading', { name: 'OP 7001' });
    expect(figure('Planejado')).toBe('300 UN');
    expect(figure('Falta')).toBe('300 UN');
    const u = user();

    await u.click(screen.getByRole('button', { name: 'Iniciar' }));
    await screen.findByRole('button', { name: 'Pausar' });
    expect(screen.getByRole('timer', { name: 'Tempo desde o início' }).textContent).toMatch(/^00:00:0\d$/);
    expect(screen.getByText('Em produção')).toBeTruthy();

    await u.click(screen.getByRole('button', { name: 'Pausar' }));
    await u.click(
      within(await screen.findByRole('dialog', { name: 'Motivo da parada' })).getByRole('button', {
        name: 'Falta de matéria-prima',
      }),
    );
    await screen.findByText('Parada: Falta de matéria-prima');
    expect(screen.getByText('Pausada')).toBeTruthy();

    await u.click(screen.getByRole('button', { name: 'Retomar' }));
    await screen.findByRole('button', { name: 'Pausar' });

    await u.click(screen.getByRole('button', { name: 'Finalizar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Finalizar OP 7001' });
    expect(dialog.textContent).toContain('Faltam 300 UN para completar a OP.');
    await u.clear(within(dialog).getByLabelText('Quantidade boa'));
    await u.type(within(dialog).getByLabelText('Quantidade boa'), '120');
    await u.click(within(dialog).getByRole('button', { name: 'Aumentar refugo' }));
    await u.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    // Scrap needs its reason: the domain's rule, as the server's.
    expect(within(dialog).getByRole('alert').textContent).toBe('Informe o motivo do refugo');
    await u.click(within(dialog).getByRole('button', { name: 'Queimado no forno' }));
    await u.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(figure('Produzido')).toBe('120 UN'));
    expect(figure('Falta')).toBe('180 UN');
    expect(figure('Refugo')).toBe('1 UN');
    await screen.findByRole('button', { name: 'Iniciar' });

    const bodies = await queued();
    expect(bodies).toHaveLength(4);
    expect(new Set(bodies.map((body) => body.uuid)).size).toBe(1);
    expect(bodies.map((body) => [body.finished_at === null, body.pauses.length])).toEqual([
      [true, 0],
      [true, 1],
      [true, 1],
      [false, 1],
    ]);
    expect(bodies[3]).toMatchObject({
      num_op: '7001',
      machine_id: 2,
      operator_id: 2,
      quantity: 120,
      quantity_scrap: 1,
      scrap_reason_id: 3,
    });
    const day = screen.getByRole('region', { name: 'Apontamentos de hoje — Juliana Ramos' });
    expect(within(day).getByRole('listitem').textContent).toContain('Aguardando envio');
    expect(callApiMock.mock.calls.filter(([call]) => call === api.orderProduction.createApoint)).toEqual([]);
  });

  it('corrects a finished appointment until it is sent: the waiting entry takes the correction', async () => {
    const finished = makeAppointment({
      uuid: crypto.randomUUID(),
      num_op: '7001',
      operator_id: 1,
      started_at: new Date(Date.now() - 3_600_000).toISOString(),
      finished_at: new Date(Date.now() - 60_000).toISOString(),
      quantity: 50,
    });
    await queueAppointment(finished);
    stationStore.set(1, { operatorId: 1, machineId: 1, numOp: '7001' });
    goOffline();
    renderScreen();
    await screen.findByRole('heading', { name: 'OP 7001' });
    expect(figure('Produzido')).toBe('50 UN');
    const u = user();
    await u.click(await screen.findByRole('button', { name: /^Corrigir apontamento da OP 7001/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Corrigir apontamento da OP 7001' });
    await u.clear(within(dialog).getByLabelText('Quantidade boa'));
    await u.type(within(dialog).getByLabelText('Quantidade boa'), '48');
    await u.click(within(dialog).getByRole('button', { name: 'Salvar correção' }));
    await waitFor(() => expect(figure('Produzido')).toBe('48 UN'));
    const bodies = await queued();
    expect(bodies.map((body) => body.quantity)).toEqual([48]);
    expect(bodies[0]?.finished_at).toBe(finished.finished_at);

    // Sent: the server's row replaces it and it can no longer be corrected here.
    await act(async () => {
      await myPwaDb.outbox.clear();
      await myPwaDb.appointments.put({ ...finished, quantity: 48, ...STAMPS });
    });
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Corrigir/ })).toBeNull());
    expect(screen.getByText('Enviado')).toBeTruthy();
  });

  it('times an open appointment from its start: after a reload it shows the time since then', async () => {
    await myPwaDb.appointments.put({
      ...makeAppointment({
        num_op: '7002',
        machine_id: 1,
        started_at: new Date(Date.now() - 3_600_000).toISOString(),
      }),
      ...STAMPS,
    });
    stationStore.set(1, { operatorId: 1, machineId: 1 });
    goOffline();
    renderScreen();
    // The machine runs 7002: the screen opens it by itself.
    await screen.findByRole('heading', { name: 'OP 7002' });
    expect(screen.getByRole('timer', { name: 'Tempo desde o início' }).textContent).toMatch(/^01:00:0\d$/);
    const board = screen.getByRole('region', { name: 'Máquinas agora' });
    expect(within(board).getByRole('listitem', { name: 'MQ01 — Masseira espiral' }).textContent).toContain(
      'OP 7002 · Antônio Ferreira',
    );
    expect(within(board).getByRole('listitem', { name: 'MQ02 — Forno turbo' }).textContent).toContain(
      'Livre',
    );
  });

  it('a machine running another OP offers to open it; an Encerrada OP takes no start', async () => {
    await myPwaDb.appointments.put({ ...makeAppointment({ num_op: '7002', machine_id: 1 }), ...STAMPS });
    stationStore.set(1, { operatorId: 1, machineId: 1, numOp: '7001' });
    goOffline();
    renderScreen();
    await screen.findByText('A máquina MQ01 está com a OP 7002 em andamento.');
    expect(screen.queryByRole('button', { name: 'Iniciar' })).toBeNull();
    const u = user();
    const section = screen.getByRole('region', { name: 'Máquina MQ01' });
    await u.click(within(section).getByRole('button', { name: 'Abrir OP 7002' }));
    await screen.findByRole('heading', { name: 'OP 7002' });

    await u.click(screen.getByRole('button', { name: /^Máquina\s*MQ01/ }));
    await u.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /^MQ02/ }));
    await findOrder('7003');
    await screen.findByText('A OP 7003 está encerrada e não recebe novos apontamentos.');
    expect(screen.queryByRole('button', { name: 'Iniciar' })).toBeNull();
  });

  it('opens the OP another machine runs with that machine, at the top: pause and finish, never start', async () => {
    await myPwaDb.appointments.put({ ...makeAppointment({ num_op: '7002', machine_id: 2 }), ...STAMPS });
    stationStore.set(1, { operatorId: 1, machineId: 1, numOp: '7001' });
    const scrolled = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    goOffline();
    renderScreen();
    const u = user();
    const board = await screen.findByRole('region', { name: 'Máquinas agora' });
    const running = await within(board).findByRole('listitem', { name: 'MQ02 — Forno turbo' });
    await u.click(within(running).getByRole('button', { name: 'Abrir OP 7002' }));
    await screen.findByRole('heading', { name: 'OP 7002' });
    expect(screen.getByRole('button', { name: /^Máquina\s*MQ02/ })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Pausar' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Iniciar' })).toBeNull();
    expect(scrolled).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });

  it('remembers the operator and the machine on the device', async () => {
    renderScreen();
    await chooseStation('Antônio Ferreira', 'MQ01');
    cleanup();
    stationStore.reset();
    renderScreen();
    expect(
      await screen.findByRole('button', { name: /^Operador\s*Antônio Ferreira\s*\(toque para trocar\)$/ }),
    ).toBeTruthy();
    expect(
      screen.getByRole('button', { name: /^Máquina\s*MQ01 — Masseira espiral\s*\(toque para trocar\)$/ }),
    ).toBeTruthy();
  });

  it('says when an OP is not on the tablet offline, and when the server does not know it', async () => {
    goOffline();
    renderScreen();
    await findOrder('7999');
    await screen.findByText(
      'Sem conexão: a OP 7999 ainda não está neste tablet. Busque de novo quando a internet voltar.',
    );
    goOnline();
    callApiMock.mockImplementation(async (call) => {
      if (call === api.orderProduction.get) throw new HttpError(404, 'OP 7999 não encontrada');
      return [] as never;
    });
    await screen.findByText('OP 7999 não encontrada.');
  });

  describe("the day is São Paulo's (UTC−3): its midnight turns it, not UTC's at 21:00", () => {
    afterEach(() => vi.useRealTimers());
    /** The days the tablet asked the server for, in order. */
    const daysAsked = () =>
      callApiMock.mock.calls
        .filter(([call]) => call === api.orderProduction.apoints)
        .map(([, input]) => (input as unknown as { query: { date: string } }).query.date);
    const openAt = async (at: string) => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(at));
      renderScreen();
      await screen.findByRole('button', { name: /^Operador\s*Escolha o operador$/ });
      await waitFor(() => expect(daysAsked().length).toBeGreaterThan(0));
    };
    /** Lets the page's timers run for a moment of real time (the fake clock stands still). */
    const settle = () => new Promise((resolve) => setTimeout(resolve, 400));

    it('at 09:00 (12:00 UTC) and at 22:00 (01:00 UTC, the next day) reads that day', async () => {
      await openAt('2026-11-27T12:00:00.000Z');
      cleanup();
      await openAt('2026-11-28T01:00:00.000Z');
      expect(new Set(daysAsked())).toEqual(new Set(['2026-11-27']));
    });

    it('left open across 21:00 keeps the day, and across 00:00 reads the new one', async () => {
      await openAt('2026-11-27T23:59:59.800Z'); // 20:59:59.8
      vi.setSystemTime(new Date('2026-11-28T00:00:01.000Z')); // 21:00:01
      await settle();
      window.dispatchEvent(new Event('focus'));
      await settle();
      expect(new Set(daysAsked())).toEqual(new Set(['2026-11-27']));
      // Back to the front a moment before midnight; the screen then turns by itself.
      vi.setSystemTime(new Date('2026-11-28T02:59:59.800Z'));
      window.dispatchEvent(new Event('focus'));
      vi.setSystemTime(new Date('2026-11-28T03:00:01.000Z')); // 00:00:01 on the 28th
      await waitFor(() => expect(daysAsked().at(-1)).toBe('2026-11-28'));
    });
  });
});
