import { visitOrder } from '@rota/domain';
import { describe, expect, it } from 'vitest';
import { ANA, anaClient, BRUNO, TODAY } from '../testing/client-fixtures.ts';
import { clientListItems } from './client-list-item.ts';
import {
  type ClientScope,
  dayClients,
  dayRouteOrder,
  listedClients,
  walletClients,
} from './listed-clients.ts';

const items = clientListItems({
  clients: [
    anaClient({ name: 'Terça Centro', lat: '-22.90560000', long: '-47.06080000' }),
    anaClient({ name: 'Terça Longe', lat: '-22.99000000', long: '-47.20000000' }),
    anaClient({ name: 'Terça Perto', lat: '-22.90700000', long: '-47.06200000' }),
    anaClient({ name: 'Sexta', visiting_day: 'Sexta' }),
    anaClient({ name: 'Quinzenal sem visita', visiting_day: 'Quinzenal', last_visit: null }),
    anaClient({ name: 'Do Bruno', code_erp_seller: BRUNO }),
    anaClient({ name: 'Inativo', inative: 1, reproved_at: null }),
  ],
  overdueCodes: new Set(),
  unsentOwners: new Map(),
  owner: '1:7',
  sellerCodeErp: ANA,
});
const scope = (days: ClientScope['days']): ClientScope => ({
  companyId: 1,
  sellerCodeErp: ANA,
  all: false,
  days,
  now: TODAY,
});
const names = (list: readonly { client: { name: string } }[]) => list.map((item) => item.client.name);

describe('the clients screen’s day lists, taken from the wallet', () => {
  it('lists for any days what the §5 rule lists over every client', () => {
    const wallet = walletClients(items, scope([]));
    for (const days of [[], ['Terça'], ['Sexta'], ['Terça', 'Sexta']] as ClientScope['days'][])
      expect(dayClients(wallet, scope(days))).toEqual(listedClients(items, scope(days)));
    expect(names(dayClients(wallet, scope(['Sexta'])))).toEqual(['Quinzenal sem visita', 'Sexta']);
  });

  it('answers a day already listed with the same list, whatever the order of the days', () => {
    const wallet = walletClients(items, scope([]));
    const both = dayClients(wallet, scope(['Terça', 'Sexta']));
    expect(dayClients(wallet, scope(['Sexta', 'Terça']))).toBe(both);
    expect(dayClients([...wallet], scope(['Terça', 'Sexta']))).not.toBe(both);
  });

  it('walks a day once per saved order: back to the day, the same order; a new saved order, walked again', () => {
    const day = dayClients(walletClients(items, scope([])), scope(['Terça']));
    const walked = dayRouteOrder(day, []);
    expect(walked).toEqual(visitOrder(day, []));
    expect(dayRouteOrder(day, [])).toBe(walked);
    const longe = day.find((item) => item.client.name === 'Terça Longe')?.client.uuid as string;
    const placed = dayRouteOrder(day, [longe]);
    expect(placed).toEqual(visitOrder(day, [longe]));
    expect(names(placed)[0]).toBe('Terça Longe');
  });
});
