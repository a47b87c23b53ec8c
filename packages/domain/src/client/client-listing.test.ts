import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeClient } from '../testing/fixtures.ts';
import { calendarDaysBetween, parseWireDate } from '../time/time-zone.ts';
import { type Client, VISITING_DAYS } from './client.schema.ts';
import {
  type ClientListingFilter,
  isClientListed,
  isInWallet,
  isQuinzenalDue,
  listClients,
  listWalletByDay,
} from './client-listing.ts';

// Sunday 22/11/2026, 10:00 in São Paulo.
const now = new Date('2026-11-22T10:00:00-03:00');
const filter: ClientListingFilter = { companyId: 1, sellerCodeErp: 'V01', now };

describe('client listing (§5)', () => {
  it("keeps only the company's clients", () => {
    expect(isClientListed(makeClient({ company_id: 2 }), filter)).toBe(false);
    expect(isClientListed(makeClient(), filter)).toBe(true);
  });

  it("keeps only the seller's clients unless all are requested", () => {
    const other = makeClient({ code_erp_seller: 'V02' });
    expect(isClientListed(other, filter)).toBe(false);
    expect(isClientListed(other, { ...filter, all: true })).toBe(true);
    expect(isClientListed(makeClient(), { ...filter, sellerCodeErp: null })).toBe(false);
  });

  describe('inactive clients reproved within 7 calendar days', () => {
    const reproved = (at: string | null) => makeClient({ inative: 1, status: 'Reprovado', reproved_at: at });
    it('lists one reproved exactly 7 days ago, at any hour of that day', () => {
      expect(isClientListed(reproved('2026-11-15T23:59:00-03:00'), filter)).toBe(true);
      expect(isClientListed(reproved('2026-11-15T00:00:00-03:00'), filter)).toBe(true);
    });
    it('drops one reproved 8 days ago, even 1 minute before midnight', () => {
      expect(isClientListed(reproved('2026-11-14T23:59:00-03:00'), filter)).toBe(false);
    });
    it('reads the day in São Paulo, not UTC', () => {
      // 02:30 UTC on the 15th is 23:30 on the 14th in São Paulo: 8 days ago.
      expect(isClientListed(reproved('2026-11-15T02:30:00Z'), filter)).toBe(false);
      expect(isClientListed(reproved('2026-11-15T02:30:00Z'), { ...filter, timeZone: 'UTC' })).toBe(true);
    });
    it('lists one reproved today or with a future date, drops one never reproved', () => {
      expect(isClientListed(reproved('2026-11-22T09:00:00-03:00'), filter)).toBe(true);
      expect(isClientListed(reproved('2026-11-25T09:00:00-03:00'), filter)).toBe(true);
      expect(isClientListed(reproved(null), filter)).toBe(false);
    });
  });

  describe('visiting day', () => {
    it('matches the chosen days or the given day', () => {
      const monday = makeClient({ visiting_day: 'Segunda' });
      expect(isClientListed(monday, { ...filter, days: ['Segunda', 'Terça'] })).toBe(true);
      expect(isClientListed(monday, { ...filter, days: ['Terça'] })).toBe(false);
      expect(isClientListed(monday, { ...filter, days: ['Terça'], day: 'Segunda' })).toBe(true);
      expect(isClientListed(monday, { ...filter, day: 'Domingo' })).toBe(false);
    });
    it('does not filter by day when neither days nor a day is given', () => {
      expect(isClientListed(makeClient({ visiting_day: 'Sábado' }), filter)).toBe(true);
      expect(isClientListed(makeClient({ visiting_day: null }), filter)).toBe(true);
      expect(isClientListed(makeClient({ visiting_day: null }), { ...filter, day: 'Segunda' })).toBe(false);
    });
  });

  describe('Quinzenal clients', () => {
    const quinzenal = (last_visit: string | null) => makeClient({ visiting_day: 'Quinzenal', last_visit });
    const onMonday = { ...filter, days: ['Segunda'] as const };
    it('are due when last visited exactly 14 days ago, whatever days were chosen', () => {
      expect(isClientListed(quinzenal('2026-11-08'), onMonday)).toBe(true);
      expect(isClientListed(quinzenal('2026-11-08T23:59:00-03:00'), onMonday)).toBe(true);
    });
    it('are not due 13 days after the visit', () => {
      expect(isClientListed(quinzenal('2026-11-09'), onMonday)).toBe(false);
      expect(isClientListed(quinzenal('2026-11-09T00:01:00-03:00'), onMonday)).toBe(false);
    });
    it('are due when never visited', () => {
      expect(isQuinzenalDue(null, now)).toBe(true);
      expect(isClientListed(quinzenal(null), onMonday)).toBe(true);
    });
  });

  it('property: the listing is exactly the clients meeting every rule', () => {
    const wireDay = fc
      .integer({ min: -30, max: 5 })
      .map((offset) => new Date(now.getTime() + offset * 86_400_000).toISOString());
    const clientArb = fc.record({
      company_id: fc.constantFrom(1, 2),
      code_erp_seller: fc.constantFrom('V01', 'V02', null),
      inative: fc.constantFrom(0 as const, 1 as const),
      reproved_at: fc.option(wireDay),
      visiting_day: fc.option(fc.constantFrom(...VISITING_DAYS)),
      last_visit: fc.option(wireDay),
    });
    const filterArb = fc.record({
      all: fc.boolean(),
      days: fc.subarray([...VISITING_DAYS.filter((d) => d !== 'Quinzenal')]),
      day: fc.option(fc.constantFrom(...VISITING_DAYS.filter((d) => d !== 'Quinzenal'))),
    });
    fc.assert(
      fc.property(fc.array(clientArb, { maxLength: 40 }), filterArb, (rows, choice) => {
        const clients = rows.map((row) => makeClient(row as Partial<Client>));
        const f: ClientListingFilter = { ...filter, ...choice };
        const listed = listClients(clients, f);
        for (const client of clients) {
          const daysAgo = (value: string) => calendarDaysBetween(parseWireDate(value), now);
          const companyOk = client.company_id === 1;
          const sellerOk = choice.all || client.code_erp_seller === 'V01';
          const activeOk =
            client.inative === 0 || (client.reproved_at !== null && daysAgo(client.reproved_at) <= 7);
          const noDayFilter = choice.days.length === 0 && choice.day === null;
          const dayOk =
            client.visiting_day === 'Quinzenal'
              ? client.last_visit === null || daysAgo(client.last_visit) >= 14
              : noDayFilter ||
                (client.visiting_day !== null &&
                  (choice.days.includes(client.visiting_day as never) || client.visiting_day === choice.day));
          expect(listed.includes(client)).toBe(companyOk && sellerOk && activeOk && dayOk);
        }
        // The day part over the wallet answers the same list (the clients screen's day chips).
        const wallet = clients.filter((client) => isInWallet(client, f));
        expect(listWalletByDay(wallet, f)).toEqual(listed);
      }),
    );
  });
});

describe('the wallet (what a search looks through)', () => {
  it('holds the seller’s active clients whatever their day, a Quinzenal client not yet due included', () => {
    const notDue = makeClient({ visiting_day: 'Quinzenal', last_visit: '2026-11-18' });
    expect(isClientListed(notDue, { ...filter, days: [] })).toBe(false);
    expect(isInWallet(notDue, filter)).toBe(true);
    expect(isInWallet(makeClient({ visiting_day: 'Sábado' }), filter)).toBe(true);
  });
  it('keeps out other sellers’ clients (unless all), other companies’, and inactive ones past the window', () => {
    expect(isInWallet(makeClient({ code_erp_seller: 'V02' }), filter)).toBe(false);
    expect(isInWallet(makeClient({ code_erp_seller: 'V02' }), { ...filter, all: true })).toBe(true);
    expect(isInWallet(makeClient({ company_id: 2 }), filter)).toBe(false);
    expect(isInWallet(makeClient({ inative: 1, reproved_at: '2026-11-10T12:00:00-03:00' }), filter)).toBe(
      false,
    );
    expect(isInWallet(makeClient({ inative: 1, reproved_at: '2026-11-20T12:00:00-03:00' }), filter)).toBe(
      true,
    );
  });
});
