import { addItem, newCart } from '@rota/domain';
import { makeAppointment, makeClient, makeItem, testUuid } from '@rota/domain/testing';
import { describe, expect, it } from 'vitest';
import type { OutboxRow } from '#lib/db/my-pwa-db.ts';
import { describeOutboxEntry, entryName, relatedIds } from './describe-outbox-entry.ts';
import { groupByOwner } from './group-by-owner.ts';

const NOW = new Date('2026-11-22T13:00:00.000Z');
const noNames = { clients: new Map<string, string>(), saleClients: new Map<string, string>() };

function row(change: Partial<OutboxRow> & Pick<OutboxRow, 'call' | 'body'>): OutboxRow {
  return {
    id: 1,
    uuid: testUuid(),
    status: 'pending',
    created_at: '2026-11-22T12:34:00.000Z',
    last_error: null,
    owner: '1:7',
    attempts: 0,
    next_attempt_at: null,
    ...change,
  };
}

const clientUuid = testUuid();
const saleUuid = testUuid();
const sale = {
  ...addItem(
    newCart({
      uuid: saleUuid,
      company_id: 1,
      seller_id: 7,
      now: NOW.toISOString(),
      client: { uuid: clientUuid, name: 'Padaria Central', code_erp: null },
    }),
    makeItem({ quantity: 12, unit_price: 100_000 }),
  ),
  status: 'Finalizado' as const,
};

const addressUuid = testUuid();
const address = {
  uuid: addressUuid,
  client_id: clientUuid,
  company_id: 1,
  description: 'Filial',
  cep: '01310100',
  street: 'Avenida Paulista',
  number: '1000',
  complement: null,
  district: 'Bela Vista',
  city_iso: '3550308',
  state: 'SP',
  lat: null,
  long: null,
  sinchronized: 0 as const,
};

describe('describeOutboxEntry', () => {
  it('labels each call in pt-BR and says which record it is from the body', () => {
    const names = {
      clients: new Map([[clientUuid, 'Padaria Central']]),
      saleClients: new Map([[saleUuid, 'Mercado Bom Preço']]),
    };
    const cases: Array<[OutboxRow, string, string | null, string?]> = [
      [
        row({ call: 'clients.create', body: makeClient({ name: 'Padaria Central' }) }),
        'Cliente novo',
        'Cliente: Padaria Central',
      ],
      [
        row({ call: 'clients.update', body: makeClient({ name: 'Bar do Zé' }) }),
        'Alteração de cliente',
        'Cliente: Bar do Zé',
      ],
      [row({ call: 'sales.create', body: sale }), 'Venda', 'Padaria Central', 'R$ 120,00'],
      [
        row({
          call: 'clients.visited',
          params: { id: clientUuid },
          body: {
            uuid: testUuid(),
            visited_at: '2026-11-22T12:00:00.000Z',
            outcome: { outcome: 'sale', note: null },
          },
        }),
        'Visita',
        'Padaria Central, em 22/11/2026 09:00',
      ],
      [
        row({ call: 'sales.addNotes', params: { uuid: saleUuid }, body: { notes: 'Entregar pela manhã' } }),
        'Observação da venda',
        'Mercado Bom Preço: “Entregar pela manhã”',
      ],
      [
        row({
          call: 'sales.decideApproval',
          params: { uuid: saleUuid },
          body: { uuid: testUuid(), decision: 'Reprovado', note: 'Desconto alto' },
        }),
        'Decisão de aprovação',
        'Reprovada: venda de Mercado Bom Preço',
      ],
      [
        row({
          call: 'clients.updateDeliveryAddress',
          params: { client_id: clientUuid, uuid: addressUuid },
          body: { ...address, description: 'Depósito' },
        }),
        'Alteração de endereço de entrega',
        'Depósito, de Padaria Central',
      ],
      [
        row({
          call: 'clients.removeDeliveryAddress',
          params: { client_id: clientUuid, uuid: addressUuid },
          body: undefined,
        }),
        'Remoção de endereço de entrega',
        'Endereço de Padaria Central',
      ],
      [row({ call: 'notifications.markAsRead', body: { id: 42 } }), 'Notificação lida', 'Notificação nº 42'],
      [row({ call: 'notifications.markAllRead', body: undefined }), 'Todas as notificações lidas', null],
    ];
    for (const [entry, label, description, amount = null] of cases) {
      const view = describeOutboxEntry(entry, names, NOW, false);
      expect([view.label, view.description, view.amount], entry.call).toEqual([label, description, amount]);
      expect(view.madeAt).toBe('22/11/2026 09:34');
    }
  });

  it('says a bakery delivery was handed short, and why (issue 22 §6)', () => {
    const delivery = (lines: unknown[]) =>
      describeOutboxEntry(
        row({ call: 'bakery.deliveryAt', body: { uuid: testUuid(), lines, received_by: 'Maria' } }),
        noNames,
        NOW,
        false,
      ).description;
    expect(
      delivery([
        { id: 1, done: 12 },
        { id: 2, done: 3 },
      ]),
    ).toBe('2 itens, recebido por Maria');
    expect(
      delivery([
        { id: 1, done: 12 },
        { id: 2, done: 0, short_reason: 'avariado' },
      ]),
    ).toBe('2 itens, recebido por Maria, com falta (Avariado)');
  });

  it('keeps the label when an old body lacks what the description needs, and names an unknown call', () => {
    expect(describeOutboxEntry(row({ call: 'sales.create', body: {} }), noNames, NOW, false)).toMatchObject({
      label: 'Venda',
      description: null,
      amount: null,
    });
    expect(describeOutboxEntry(row({ call: 'clients.create', body: {} }), noNames, NOW, false)).toMatchObject(
      {
        label: 'Cliente novo',
        description: null,
      },
    );
    expect(
      describeOutboxEntry(row({ call: 'clients.visited', params: {}, body: {} }), noNames, NOW, false)
        .description,
    ).toBeNull();
    expect(describeOutboxEntry(row({ call: 'sales.remove', body: {} }), noNames, NOW, false).label).toBe(
      'Registro de uma versão antiga (sales.remove)',
    );
  });

  it('says where each entry stands: waiting, sending (only while a push runs), refused, or in back-off', () => {
    const at = (change: Partial<OutboxRow>, pushing = false) =>
      describeOutboxEntry(
        row({ call: 'notifications.markAllRead', body: undefined, ...change }),
        noNames,
        NOW,
        pushing,
      );
    expect(at({})).toMatchObject({ state: 'pending', statusText: 'Aguardando envio', lastError: null });
    expect(at({ status: 'sending' }, true)).toMatchObject({ state: 'sending', statusText: 'Enviando' });
    expect(at({ status: 'sending' }, false)).toMatchObject({
      state: 'pending',
      statusText: 'Aguardando envio',
    });
    expect(at({ status: 'failed', last_error: 'A venda já foi integrada ao ERP.' })).toMatchObject({
      state: 'failed',
      statusText: 'Falhou: A venda já foi integrada ao ERP.',
      lastError: null,
    });
    expect(
      at({
        attempts: 2,
        last_error: 'Sem conexão com o servidor',
        next_attempt_at: '2026-11-22T13:04:00.000Z',
      }),
    ).toMatchObject({
      state: 'waiting',
      statusText: 'Nova tentativa às 10:04',
      lastError: 'Sem conexão com o servidor',
    });
    expect(
      at({ last_error: 'Sem conexão com o servidor', next_attempt_at: '2026-11-22T12:59:00.000Z' }),
    ).toMatchObject({
      state: 'pending',
      statusText: 'Aguardando envio',
    });
  });

  it('says which OP an appointment is and where it stood when queued', () => {
    const open = makeAppointment({ num_op: '7010' });
    const describe = (body: object) =>
      describeOutboxEntry(row({ call: 'orderProduction.createApoint', body }), noNames, NOW, false);
    expect(describe(open)).toMatchObject({ label: 'Apontamento', description: 'OP 7010, em andamento' });
    const paused = { ...open, pauses: [{ situation_id: 2, started_at: open.started_at, finished_at: null }] };
    expect(describe(paused).description).toBe('OP 7010, pausado');
    const finished = { ...open, finished_at: '2026-11-22T13:00:00.000Z', quantity: 1200 };
    expect(describe(finished).description).toBe('OP 7010, finalizado (1.200 boas)');
  });

  it('names an entry with its description for buttons and the discard dialog', () => {
    expect(entryName({ label: 'Venda', description: 'Padaria Central', amount: 'R$ 120,00' })).toBe(
      'Venda — Padaria Central — R$ 120,00',
    );
    expect(entryName({ label: 'Todas as notificações lidas', description: null, amount: null })).toBe(
      'Todas as notificações lidas',
    );
  });

  it('asks for the names only the uuids in params point at', () => {
    expect(relatedIds(row({ call: 'clients.visited', params: { id: clientUuid }, body: {} }))).toEqual({
      client: clientUuid,
    });
    expect(relatedIds(row({ call: 'sales.addNotes', params: { uuid: saleUuid }, body: {} }))).toEqual({
      sale: saleUuid,
    });
    expect(
      relatedIds(
        row({
          call: 'clients.removeDeliveryAddress',
          params: { client_id: clientUuid, uuid: addressUuid },
          body: undefined,
        }),
      ),
    ).toEqual({ client: clientUuid });
    expect(relatedIds(row({ call: 'clients.create', body: {} }))).toEqual({});
  });
});

describe('groupByOwner', () => {
  it('puts the logged-in seller first and keeps creation order in each group', () => {
    const rows = [
      row({ id: 1, owner: '1:8', call: 'notifications.markAllRead', body: undefined }),
      row({ id: 2, owner: '1:7', call: 'notifications.markAllRead', body: undefined }),
      row({ id: 3, owner: '1:9', call: 'notifications.markAllRead', body: undefined }),
      row({ id: 4, owner: '1:8', call: 'notifications.markAllRead', body: undefined }),
      row({ id: 5, owner: '1:7', call: 'notifications.markAllRead', body: undefined }),
    ];
    expect(
      groupByOwner(rows, '1:7').map((group) => [
        group.owner,
        group.own,
        group.sellerId,
        group.rows.map((r) => r.id),
      ]),
    ).toEqual([
      ['1:7', true, '7', [2, 5]],
      ['1:8', false, '8', [1, 4]],
      ['1:9', false, '9', [3]],
    ]);
  });
});
