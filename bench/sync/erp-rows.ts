import { BAKERY_CATEGORIES, VISITING_DAYS } from '@rota/domain';
import {
  BUSINESS_KINDS,
  BUSINESS_WORDS,
  DISTRICTS,
  EMAIL_DOMAINS,
  FIRST_NAMES,
  LEGAL_SUFFIXES,
  STREET_KINDS,
  STREET_NAMES,
  SURNAMES,
} from '../../apps/server/src/seed/demo-names.ts';
import { PRODUCT_LINES } from '../../apps/server/src/seed/demo-product-lines.ts';
import { ean13, randomCnpj, randomCpf } from '../../apps/server/src/seed/documents.ts';
import { Random } from '../../apps/server/src/seed/random.ts';

/**
 * What an ERP sends for a large company, as rows of the integration API (docs/integration.md):
 * deterministic (a seeded generator), with the field sizes of real data — full addresses,
 * documents with check digits, descriptions of the demo's product lines — so the JSON a device
 * pulls is as heavy as the issue's 56 MB.
 */

type Row = Record<string, unknown>;

const CITIES = [
  { iso: '3550308', state: 'SP', cep: '01310100', ddd: '11', lat: -23.55, long: -46.63 },
  { iso: '3509502', state: 'SP', cep: '13010111', ddd: '19', lat: -22.9, long: -47.06 },
  { iso: '3106200', state: 'MG', cep: '30130010', ddd: '31', lat: -19.92, long: -43.94 },
  { iso: '4106902', state: 'PR', cep: '80010000', ddd: '41', lat: -25.43, long: -49.27 },
  { iso: '4314902', state: 'RS', cep: '90010000', ddd: '51', lat: -30.03, long: -51.23 },
  { iso: '3304557', state: 'RJ', cep: '20040002', ddd: '21', lat: -22.91, long: -43.17 },
] as const;

/** The price lists every product has a row in (two rows per product: 100,000 for 50,000). */
export const PRICE_LISTS = [
  { code_erp: 'T01', description: 'Tabela Varejo', factor: 1 },
  { code_erp: 'T02', description: 'Tabela Atacado', factor: 0.92 },
] as const;

const coordinate = (random: Random, base: number) => (base + random.int(-5000, 5000) / 100_000).toFixed(6);

/** `count` clients, all in the wallet of the seller `sellerCode`. */
export function erpClients(count: number, sellerCode: string): Row[] {
  const random = new Random('rota-bench/sync/clients');
  return Array.from({ length: count }, (_, index) => {
    const city = random.pick(CITIES);
    const isCompany = random.chance(0.8);
    const surname = random.pick(SURNAMES);
    const fantasy = isCompany ? `${random.pick(BUSINESS_KINDS)} ${random.pick(BUSINESS_WORDS)}` : null;
    const name = fantasy
      ? `${fantasy} ${random.pick(LEGAL_SUFFIXES)}`
      : `${random.pick(FIRST_NAMES)} ${random.pick(SURNAMES)} ${surname}`;
    return {
      name,
      fantasy_name: fantasy,
      document: isCompany ? randomCnpj(random) : randomCpf(random),
      state_registration: isCompany ? random.digits(12) : null,
      email: random.chance(0.8) ? `cliente${index + 1}@${random.pick(EMAIL_DOMAINS)}` : null,
      phone: `${city.ddd}9${random.digits(8)}`,
      code_erp: `C${String(index + 1).padStart(6, '0')}`,
      code_erp_seller: sellerCode,
      inative: random.chance(0.05) ? 1 : 0,
      status: random.chance(0.9) ? 'Aprovado' : 'Pendente',
      reproved_at: null,
      visiting_day: random.pick(VISITING_DAYS),
      cep: city.cep,
      street: `${random.pick(STREET_KINDS)} ${random.pick(STREET_NAMES)}`,
      number: String(random.int(1, 3200)),
      complement: null,
      district: random.pick(DISTRICTS),
      city_iso: city.iso,
      state: city.state,
      lat: coordinate(random, city.lat),
      long: coordinate(random, city.long),
    };
  });
}

/** `count` products named after the demo's product lines, with barcodes. */
export function erpProducts(count: number): Row[] {
  const random = new Random('rota-bench/sync/products');
  const lines = BAKERY_CATEGORIES.map((category) => ({
    category: category.code,
    line: PRODUCT_LINES[category.code],
  }));
  return Array.from({ length: count }, (_, index) => {
    const { category, line } = lines[index % lines.length] ?? {};
    const [base, cents] = line ? random.pick(line.bases) : ['Produto', 1000];
    const [suffix, unit] = line ? random.pick(line.packs) : ['un', 'UN'];
    return {
      description: `${base} ${suffix} (item ${index + 1})`,
      code_erp: `P${String(index + 1).padStart(6, '0')}`,
      unit,
      price: cents * 100 + random.int(0, 99),
      category: category ?? null,
      barcode: random.chance(0.7) ? ean13(random) : null,
      inative: random.chance(0.03) ? 1 : 0,
    };
  });
}

/** One row per product and list of {@link PRICE_LISTS}. */
export function erpPriceLists(products: readonly Row[]): Row[] {
  return products.flatMap((product) =>
    PRICE_LISTS.map((list) => ({
      description: list.description,
      code_erp: list.code_erp,
      code_erp_product: product.code_erp,
      price: Math.round(Number(product.price) * list.factor),
      vigence_date: list.code_erp === 'T02' ? '2027-12-31' : null,
      inative: 0,
    })),
  );
}

/** The seller's receivables: about one title per ten clients, a few checks. */
export function erpFinancials(clients: readonly Row[]): { titles: Row[]; checks: Row[] } {
  const random = new Random('rota-bench/sync/financials');
  const titles = clients
    .filter((_, index) => index % 10 === 0)
    .map((client, index) => ({
      code_erp: `TIT${index + 1}`,
      code_erp_client: client.code_erp,
      document_number: `NF-${100_000 + index}`,
      installment: '1/1',
      issue_date: '2026-10-01',
      due_date: '2026-11-01',
      amount: random.int(5_000, 500_000),
      amount_paid: 0,
      payment_date: null,
      form_payment_description: 'Boleto',
      status: 'Aberto',
    }));
  const checks = clients
    .filter((_, index) => index % 100 === 0)
    .map((client, index) => ({
      code_erp: `CHQ${index + 1}`,
      code_erp_client: client.code_erp,
      bank: '001',
      agency: '1234',
      account: random.digits(8),
      number: String(100_000 + index),
      issuer_name: String(client.name),
      amount: random.int(10_000, 300_000),
      issue_date: '2026-10-15',
      good_for: '2026-12-15',
      status: 'Em carteira',
      return_reason: null,
    }));
  return { titles, checks };
}

/** The small tables a company has: forms and conditions of payment, channels, finalities… */
export const ERP_SMALL_TABLES = {
  teams: [{ code_erp: 'EQ1', name: 'Equipe Capital', inative: 0 }],
  formPayments: ['Dinheiro', 'PIX', 'Boleto', 'Cartão de crédito', 'Cartão de débito', 'Cheque'].map(
    (description, index) => ({
      description,
      code_erp: `FP${index + 1}`,
      inative: 0,
      hierarchies: description.startsWith('Cartão')
        ? [
            { description: 'Visa', code_erp: `FP${index + 1}V` },
            { description: 'Mastercard', code_erp: `FP${index + 1}M` },
          ]
        : [],
    }),
  ),
  conditionPayments: [1, 2, 3, 4, 6, 10].map((parcels, index) => ({
    code_erp: `CP${index + 1}`,
    description: parcels === 1 ? 'À vista' : `${parcels}x de 30 dias`,
    inative: 0,
    parcels,
    type: parcels === 1 ? 0 : 1,
    itens: Array.from({ length: parcels }, (_, n) => ({
      parcel: n + 1,
      days: parcels === 1 ? 0 : 30 * (n + 1),
    })),
  })),
  channels: ['Balcão', 'Visita', 'Telefone', 'WhatsApp'].map((description, index) => ({
    description,
    code_erp: `CV${index + 1}`,
    inative: 0,
  })),
  finalities: ['Revenda', 'Consumo', 'Bonificação', 'Troca'].map((description, index) => ({
    description,
    code_erp: `FI${index + 1}`,
    status: 1,
  })),
  volumes: ['Caixa', 'Fardo', 'Pacote', 'Saco', 'Unidade'].map((field) => ({ field, inative: 0 })),
  descParameters: ['Sabor', 'Tamanho', 'Embalagem'].map((field) => ({ field })),
};
