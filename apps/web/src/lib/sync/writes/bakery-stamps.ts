import { api } from '@rota/contract';
import { type BakeryItem, SHORT_DELIVERY_REASON_LABELS } from '@rota/domain';
import { bakeryLineKey, putServerBakeryLines, stampedLineIds } from '../held-bakery-lines.ts';
import { defineWrite, type StoreStep } from './write-declaration.ts';

// A stamp marks many bakery lines, keyed by the server's numeric `id`, not one record: it holds
// no record here (`held: null`); `held-bakery-lines.ts` holds its lines by the ids in its body
// (a new stamp goes in its `BAKERY_STAMP_CALLS` too). Stamps get a uuid each, yet two stamps of one
// line must reach the server in the order they were made (100, then the correction to 80): each
// line it names is one of its order keys.

/** A stamp answers with every line it touched; a line a later stamp still waits on keeps the device's copy. */
const storeLines =
  (lines: readonly BakeryItem[]): StoreStep<'bakeryLines'> =>
  () =>
    putServerBakeryLines(lines);

/** Each line a stamp names, read as `held-bakery-lines.ts` reads them (a body without lines names none). */
const stampOrderKeys = ({ body }: { body: unknown }) => stampedLineIds(body).map(bakeryLineKey);

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);

/** How many lines, who received a delivery, and why it was short (a stamp names its lines by id only). */
const describeStamp = (lines: number, receivedBy: string | null, shortReason: string | null) =>
  `${plural(lines, '1 item', `${lines} itens`)}${receivedBy ? `, recebido por ${receivedBy}` : ''}${shortReason ? `, com falta (${shortReason})` : ''}`;

export const bakeryProduction = defineWrite({
  call: api.bakery.productionAt,
  stores: ['bakeryLines'],
  held: null,
  orderKeys: stampOrderKeys,
  acknowledge: storeLines,
  label: 'Produção (padaria)',
  describe: ({ body }) => describeStamp(body.lines.length, null, null),
});

export const bakerySeparation = defineWrite({
  call: api.bakery.separationAt,
  stores: ['bakeryLines'],
  held: null,
  orderKeys: stampOrderKeys,
  acknowledge: storeLines,
  label: 'Separação (padaria)',
  describe: ({ body }) => describeStamp(body.lines.length, null, null),
});

export const bakeryDelivery = defineWrite({
  call: api.bakery.deliveryAt,
  stores: ['bakeryLines'],
  held: null,
  orderKeys: stampOrderKeys,
  acknowledge: storeLines,
  label: 'Entrega (padaria)',
  describe: ({ body }) => {
    const short = body.lines.find((line) => line.short_reason)?.short_reason;
    return describeStamp(
      body.lines.length,
      body.received_by ?? null,
      short ? SHORT_DELIVERY_REASON_LABELS[short] : null,
    );
  },
});
