import 'fake-indexeddb/auto';
import { notifications } from '@mantine/notifications';
import type { DeliveryAddress } from '@rota/domain';
import { makeClient } from '@rota/domain/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { myPwaDb } from '#lib/db/my-pwa-db.ts';
import { routeByName } from '#lib/routes/index.ts';
import { pushNow } from '#lib/sync/index.ts';
import { renderPage } from '#testing/render-page.tsx';
import { loadCityList } from '../hooks/use-city-list.ts';
import { fakeRecordServer, PAULISTA } from '../testing/record-server.ts';
import { setOnline, startRecordSession } from '../testing/record-session.ts';
import { DeliveryAddressesPage } from './delivery-addresses-page.tsx';

const DELIVERY = routeByName('clients.delivery').path;

async function storeClient() {
  const client = {
    ...makeClient({ uuid: crypto.randomUUID(), code_erp_seller: 'V001' }),
    updated_at: '2026-11-20T12:00:00.000Z',
    deleted_at: null,
  };
  await myPwaDb.clients.put(client);
  return client;
}

function sentAddress(clientUuid: string, description: string): DeliveryAddress {
  return {
    uuid: crypto.randomUUID(),
    client_id: clientUuid,
    company_id: 1,
    description,
    cep: '01310100',
    street: 'Avenida Paulista',
    number: '2000',
    complement: null,
    district: 'Bela Vista',
    city_iso: '3550308',
    state: 'SP',
    lat: null,
    long: null,
    sinchronized: 1,
  };
}

async function openPage(clientUuid: string) {
  const view = renderPage(<DeliveryAddressesPage />, DELIVERY, `/admin/clients/delivery/${clientUuid}`, true);
  await screen.findByTestId('delivery-addresses');
  return { user: userEvent.setup(), ...view };
}

const cards = () => screen.queryAllByTestId('delivery-address');
const statusOf = (card: HTMLElement) => within(card).getByTestId('delivery-address-status').textContent;
const input = (scope: HTMLElement, label: string) =>
  within(scope).getByLabelText(new RegExp(`^${label}( \\*)?$`), { selector: 'input' });

beforeAll(async () => {
  await loadCityList();
}, 30_000);
beforeEach(async () => {
  await startRecordSession();
  setOnline(false);
});
afterEach(() => {
  cleanup();
  notifications.clean();
  vi.unstubAllGlobals();
  setOnline(true);
});

describe('Outros Endereços de Entrega', () => {
  it('adds an address with the CEP autofill: saved "Aguardando envio" and its add queued; sent, it says "Enviado"', async () => {
    const client = await storeClient();
    const server = fakeRecordServer();
    server.cep.set(PAULISTA.cep, PAULISTA);
    setOnline(true);
    const { user } = await openPage(client.uuid);
    expect(screen.getByTestId('no-addresses')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Adicionar endereço' }));
    const form = await screen.findByTestId('delivery-address-form');
    await user.type(input(form, 'Descrição'), 'Depósito');
    setOnline(false);
    await user.type(input(form, 'CEP'), '01310100');
    // Offline the CEP waits in the queue; the address is saved all the same.
    await waitFor(() =>
      expect(within(form).getByTestId('cep-lookup-status').textContent).toContain('fica na fila'),
    );
    await user.type(input(form, 'Logradouro'), 'Avenida Paulista');
    await user.type(input(form, 'Número'), '2000');
    await user.click(within(form).getByRole('button', { name: 'Salvar endereço' }));

    await waitFor(() => expect(cards()).toHaveLength(1));
    const [card] = cards();
    expect(card?.textContent).toContain('Depósito');
    expect(statusOf(card as HTMLElement)).toBe('Aguardando envio');
    const [entry] = await myPwaDb.outbox.toArray();
    expect(entry).toMatchObject({
      call: 'clients.addDeliveryAddress',
      uuid: client.uuid,
      params: { client_id: client.uuid },
    });
    expect(entry?.body).toMatchObject({ description: 'Depósito', cep: '01310100', client_id: client.uuid });
    const [lookup] = await myPwaDb.lookups.toArray();
    expect(lookup).toMatchObject({
      kind: 'cep',
      client_uuid: client.uuid,
      address_uuid: (entry?.body as DeliveryAddress | undefined)?.uuid,
    });

    setOnline(true);
    await pushNow();
    await waitFor(() => expect(statusOf(cards()[0] as HTMLElement)).toBe('Enviado'));
    expect(await myPwaDb.outbox.count()).toBe(0);
  });

  it('changes a sent address by queueing its update', async () => {
    const client = await storeClient();
    const address = sentAddress(client.uuid, 'Filial Centro');
    await myPwaDb.deliveryAddresses.put(address);
    fakeRecordServer();
    const { user } = await openPage(client.uuid);
    await user.click(screen.getByRole('button', { name: 'Alterar Filial Centro' }));
    const form = await screen.findByTestId('delivery-address-form');
    await user.clear(input(form, 'Número'));
    await user.type(input(form, 'Número'), '2100');
    await user.click(within(form).getByRole('button', { name: 'Salvar endereço' }));
    await waitFor(() => expect(statusOf(cards()[0] as HTMLElement)).toBe('Aguardando envio'));
    const [entry] = await myPwaDb.outbox.toArray();
    expect(entry).toMatchObject({
      call: 'clients.updateDeliveryAddress',
      uuid: client.uuid,
      params: { client_id: client.uuid, uuid: address.uuid },
    });
    expect(entry?.body).toMatchObject({ number: '2100', sinchronized: 0 });
  });

  it('removes a sent address after confirming: the removal is queued and the address leaves with the server’s answer', async () => {
    const client = await storeClient();
    const address = sentAddress(client.uuid, 'Filial Norte');
    await myPwaDb.deliveryAddresses.put(address);
    fakeRecordServer();
    const { user } = await openPage(client.uuid);
    await user.click(screen.getByRole('button', { name: 'Remover Filial Norte' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remover este endereço?' });
    expect(dialog.textContent).toContain('“Filial Norte” deixa de ser um endereço de entrega deste cliente.');
    await user.click(within(dialog).getByRole('button', { name: 'Remover endereço' }));
    await waitFor(() => expect(statusOf(cards()[0] as HTMLElement)).toBe('Remoção aguardando envio'));
    expect(
      within(cards()[0] as HTMLElement).queryByRole('button', { name: 'Remover Filial Norte' }),
    ).toBeNull();
    const [entry] = await myPwaDb.outbox.toArray();
    expect(entry).toMatchObject({
      call: 'clients.removeDeliveryAddress',
      params: { client_id: client.uuid, uuid: address.uuid },
    });

    setOnline(true);
    await pushNow();
    await waitFor(() => expect(cards()).toHaveLength(0));
  });

  it('removes an address never sent by dropping it and its queued add: nothing goes to the server', async () => {
    const client = await storeClient();
    const server = fakeRecordServer();
    const { user } = await openPage(client.uuid);
    await user.click(screen.getByRole('button', { name: 'Adicionar endereço' }));
    const form = await screen.findByTestId('delivery-address-form');
    await user.type(input(form, 'Descrição'), 'Quiosque');
    await user.click(within(form).getByRole('button', { name: 'Salvar endereço' }));
    await waitFor(() => expect(cards()).toHaveLength(1));
    // An edit before it was sent goes into the same queued add.
    await user.click(screen.getByRole('button', { name: 'Alterar Quiosque' }));
    const again = await screen.findByTestId('delivery-address-form');
    await user.type(input(again, 'Número'), '7');
    await user.click(within(again).getByRole('button', { name: 'Salvar endereço' }));
    await waitFor(async () => expect((await myPwaDb.deliveryAddresses.toArray())[0]?.number).toBe('7'));
    expect((await myPwaDb.outbox.toArray()).map((entry) => entry.call)).toEqual([
      'clients.addDeliveryAddress',
    ]);

    await user.click(screen.getByRole('button', { name: 'Remover Quiosque' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remover este endereço?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remover endereço' }));
    await waitFor(() => expect(cards()).toHaveLength(0));
    expect(await myPwaDb.outbox.count()).toBe(0);
    expect(await myPwaDb.deliveryAddresses.count()).toBe(0);
    expect(server.requests).toEqual([]);
  });

  it('checks the address: description required, city in the UF', async () => {
    const client = await storeClient();
    await myPwaDb.deliveryAddresses.put({ ...sentAddress(client.uuid, 'Errado'), state: 'RJ' });
    fakeRecordServer();
    const { user } = await openPage(client.uuid);
    await user.click(screen.getByRole('button', { name: 'Alterar Errado' }));
    const form = await screen.findByTestId('delivery-address-form');
    await user.clear(input(form, 'Descrição'));
    await user.click(within(form).getByRole('button', { name: 'Salvar endereço' }));
    expect(await within(form).findByText('Campo obrigatório')).toBeTruthy();
    expect(within(form).getByText('A cidade não fica em RJ')).toBeTruthy();
    expect(document.activeElement).toBe(input(form, 'Descrição'));
    expect(await myPwaDb.outbox.count()).toBe(0);
  });
});
