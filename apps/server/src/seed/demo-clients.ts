import { normalizeText, QUINZENAL, type VisitingDay } from '@rota/domain';
import type { clients, deliveryAddresses } from '../db/schema/index.ts';
import type { DemoCalendar } from './demo-calendar.ts';
import type { DEMO_CHANNELS } from './demo-catalogue.ts';
import type { DemoGeography, DemoPlace } from './demo-geography.ts';
import {
  BUSINESS_KINDS,
  BUSINESS_WORDS,
  CLIENT_NOTES,
  COMPLEMENTS,
  DELIVERY_DESCRIPTIONS,
  DISTRICTS,
  EMAIL_DOMAINS,
  FIRST_NAMES,
  LEGAL_SUFFIXES,
  STREET_KINDS,
  STREET_NAMES,
  SURNAMES,
} from './demo-names.ts';
import { randomCnpj, randomCpf, randomStateRegistration } from './documents.ts';
import type { Random } from './random.ts';

export type ClientRow = typeof clients.$inferInsert & { uuid: string; name: string; code_erp: string };
export type DeliveryAddressRow = typeof deliveryAddresses.$inferInsert & { uuid: string };

export const DEMO_CLIENT_COUNT = 2_400;

/**
 * The clients of each seller's weekly route (the rest are visited on demand, with no fixed day):
 * with the weights below, a weekday's route is about 25 clients plus the Quinzenal ones due —
 * a day a seller can walk (15 to 40), not 200.
 */
export const DEMO_ROUTE_CLIENTS_PER_SELLER = 120;

/** Weekday clients on every day (Saturday and Sunday less), about 8% every other week. */
const VISITING_DAY_WEIGHTS: readonly (readonly [VisitingDay, number])[] = [
  ['Segunda', 17],
  ['Terça', 17],
  ['Quarta', 17],
  ['Quinta', 17],
  ['Sexta', 17],
  ['Sábado', 6],
  // Bakeries and markets open on Sunday: a few are visited then.
  ['Domingo', 4],
  [QUINZENAL, 8],
];

type ChannelCode = (typeof DEMO_CHANNELS)[number][0];

/** The channel a kind of business is filed under (active channels only). */
const CHANNEL_BY_KIND: Record<(typeof BUSINESS_KINDS)[number], ChannelCode> = {
  Padaria: 'CN01',
  Panificadora: 'CN01',
  Confeitaria: 'CN01',
  Mercado: 'CN04',
  Mercearia: 'CN01',
  Supermercado: 'CN04',
  Minimercado: 'CN04',
  Lanchonete: 'CN03',
  Cafeteria: 'CN03',
  Empório: 'CN01',
  Restaurante: 'CN03',
  Conveniência: 'CN05',
  Hotel: 'CN03',
  'Açougue e Mercearia': 'CN01',
};

/**
 * Who the seller talks to, a mobile, the channel and a note, drawn from their own stream so the
 * rest of a client (document, place, visits) stays what it was before these fields existed: most
 * businesses have a channel (some big buyers are Atacado), about 60% a contact, 45% a mobile,
 * 6% a note; people are Varejo and are their own contact.
 */
function contactFields(
  random: Random,
  geography: DemoGeography,
  place: DemoPlace,
  kind: (typeof BUSINESS_KINDS)[number] | null,
) {
  const channel: ChannelCode | null =
    kind === null
      ? random.chance(0.5)
        ? 'CN01'
        : null
      : random.chance(0.1)
        ? 'CN02'
        : random.chance(0.9)
          ? CHANNEL_BY_KIND[kind]
          : null;
  const contact =
    kind !== null && random.chance(0.6) ? `${random.pick(FIRST_NAMES)} ${random.pick(SURNAMES)}` : null;
  return {
    contact_name: contact,
    mobile: random.chance(0.45) ? geography.mobile(random, place) : null,
    channel_code_erp: channel,
    notes: random.chance(0.06) ? random.pick(CLIENT_NOTES) : null,
  };
}

function slug(text: string): string {
  return normalizeText(text).replace(/[^a-z0-9]+/g, '');
}

function address(random: Random, geography: DemoGeography, place: DemoPlace) {
  const point = geography.pointNear(random, place);
  return {
    cep: geography.cep(random, place),
    street: `${random.pick(STREET_KINDS)} ${random.pick(STREET_NAMES)}`,
    number: random.chance(0.04) ? 'S/N' : String(random.int(1, 3200)),
    complement: random.chance(0.2) ? random.pick(COMPLEMENTS) : null,
    district: random.pick(DISTRICTS),
    city_iso: place.city.iso,
    state: place.state,
    lat: point.lat,
    long: point.long,
  };
}

/**
 * The demo's clients: businesses (CNPJ) and some people (CPF) in real municipalities, spread
 * over the sellers' wallets, each wallet in its seller's region, with visiting days, recent visits, credit status and about 5%
 * inactive — some reproved in the last days, so the 7-day rule of §5 shows.
 */
export function buildClients(
  random: Random,
  input: {
    companyId: number;
    geography: DemoGeography;
    calendar: DemoCalendar;
    /** [seller code_erp, share of the clients]. */
    wallets: readonly (readonly [string, number])[];
    /** The stream of the contact fields ({@link contactFields}). */
    contacts: Random;
  },
): { clients: ClientRow[]; deliveryAddresses: DeliveryAddressRow[] } {
  const { companyId, geography, calendar } = input;
  const rows: ClientRow[] = [];
  const extraAddresses: DeliveryAddressRow[] = [];
  for (let i = 0; i < DEMO_CLIENT_COUNT; i++) {
    // The seller first: a wallet lies in the seller's region (docs/demo.md "The story").
    const seller = random.weighted(input.wallets);
    const place = geography.place(random, seller);
    const isCompany = random.chance(0.8);
    const first = random.pick(FIRST_NAMES);
    const surname = random.pick(SURNAMES);
    let name: string;
    let fantasy: string | null;
    let email: string | null;
    let kind: (typeof BUSINESS_KINDS)[number] | null = null;
    if (isCompany) {
      kind = random.pick(BUSINESS_KINDS);
      const word = random.pick(BUSINESS_WORDS);
      fantasy = `${kind} ${word}`;
      name = random.chance(0.3)
        ? `${surname} & ${random.pick(SURNAMES)} ${random.pick(LEGAL_SUFFIXES)}`
        : `${kind} ${word} ${random.pick(LEGAL_SUFFIXES)}`;
      email = random.chance(0.85)
        ? random.chance(0.5)
          ? `contato@${slug(fantasy)}.com.br`
          : `${slug(fantasy)}${random.int(1, 99)}@${random.pick(EMAIL_DOMAINS)}`
        : null;
    } else {
      name = `${first} ${random.pick(SURNAMES)} ${surname}`;
      fantasy = null;
      email = random.chance(0.7)
        ? `${slug(first)}.${slug(surname)}${random.int(1, 999)}@${random.pick(EMAIL_DOMAINS)}`
        : null;
    }
    const document = isCompany ? randomCnpj(random) : randomCpf(random);
    const visitingDay = random.weighted(VISITING_DAY_WEIGHTS);
    let lastVisit: Date | null;
    if (visitingDay === QUINZENAL) {
      lastVisit = calendar.at(calendar.daysAgo(random.int(0, 30)), random.int(8, 17), random.int(0, 59));
    } else {
      lastVisit = random.chance(0.95)
        ? calendar.at(calendar.daysAgo(random.int(1, 13)), random.int(8, 17), random.int(0, 59))
        : null;
    }
    const inactive = random.chance(0.05);
    let status: 'Pendente' | 'Aprovado' | 'Reprovado' = random.chance(0.88) ? 'Aprovado' : 'Pendente';
    let reprovedAt: Date | null = null;
    if (inactive && random.chance(0.6)) {
      status = 'Reprovado';
      reprovedAt = calendar.at(calendar.daysAgo(random.int(0, 10)), random.int(8, 17), random.int(0, 59));
    }
    const uuid = random.uuid();
    rows.push({
      uuid,
      company_id: companyId,
      name,
      fantasy_name: fantasy,
      document,
      state_registration: isCompany ? randomStateRegistration(random, place.state) : null,
      email,
      phone: random.chance(0.92) ? geography.phone(random, place) : null,
      ...contactFields(input.contacts, geography, place, kind),
      code_erp: String(10_001 + i),
      code_erp_seller: seller,
      inative: inactive ? 1 : 0,
      status,
      reproved_at: reprovedAt,
      visiting_day: visitingDay,
      last_visit: lastVisit,
      ...address(random, geography, place),
    });
    if (isCompany && random.chance(0.08)) {
      const count = random.int(1, 2);
      for (let n = 0; n < count; n++) {
        // Another place of the same business, in the same municipality.
        extraAddresses.push({
          uuid: random.uuid(),
          client_uuid: uuid,
          company_id: companyId,
          description: `${random.pick(DELIVERY_DESCRIPTIONS)} ${n + 1}`,
          ...address(random, geography, place),
        });
      }
    }
  }
  keepRoutes(rows);
  return { clients: rows, deliveryAddresses: extraAddresses };
}

/**
 * Each seller's first {@link DEMO_ROUTE_CLIENTS_PER_SELLER} clients keep their visiting day; the
 * others lose it (visited on demand): they stay in the wallet, search and "Todos os dias".
 */
function keepRoutes(rows: ClientRow[]): void {
  const routed = new Map<string | null | undefined, number>();
  for (const row of rows) {
    const count = routed.get(row.code_erp_seller) ?? 0;
    if (count >= DEMO_ROUTE_CLIENTS_PER_SELLER) row.visiting_day = null;
    else routed.set(row.code_erp_seller, count + 1);
  }
}
