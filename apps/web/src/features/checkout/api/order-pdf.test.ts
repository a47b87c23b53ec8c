import { addItem, newCart, paymentLine, type Sale } from '@rota/domain';
import { makeItem, makePromotion } from '@rota/domain/testing';
import { PDFDocument } from 'pdf-lib';
import { hasError, PixElementType, parsePix } from 'pix-utils';
import { describe, expect, it } from 'vitest';
import { readPdf } from '#lib/pdf/testing/read-pdf.ts';
import { readPdfQrCodes } from '#lib/pdf/testing/read-pdf-qr.ts';
import { textWidth } from '#lib/pdf/text-width.ts';
import { orderDocument } from '../model/order-document.ts';
import { buildOrderPdf } from './order-pdf.ts';

function saleWith(items: number) {
  let cart = newCart({
    uuid: '80000000-0000-4000-8000-0000000000ab',
    company_id: 1,
    seller_id: 7,
    now: '2026-11-24T12:00:00.000Z',
    client: {
      uuid: '10000000-0000-4000-8000-000000000001',
      name: 'Padaria Pão Quente Ltda',
      code_erp: 'C001',
    },
  });
  for (let i = 1; i <= items; i++)
    cart = addItem(
      cart,
      makeItem({
        description: `Pão de Açúcar Integral nº ${i} — embalagem família com descrição bem comprida`,
        code_erp_product: `P${i}`,
        quantity: i,
        unit_price: 12_345,
        discount: i % 3 === 0 ? 10 : 0,
      }),
    );
  return {
    ...cart,
    status: 'Finalizado' as const,
    payments: [
      paymentLine(
        { id: 1, description: 'Boleto', code_erp: 'BOL' },
        { id: 1, description: '30/60/90', code_erp: '306090' },
        1_000,
      ),
    ],
    notes: 'Entregar até às 7h — portão lateral.',
  };
}

const PIX = { pix_key: '7d9f0c1e-5a2b-4c3d-8e4f-a1b2c3d4e5f6', pix_merchant_city: 'São Paulo' };

const document = (items: number, pix: typeof PIX | null = null) =>
  orderDocument({
    sale: saleWith(items),
    company: { name: 'Pão Dourado Distribuidora Ltda', cnpj: '45723174000110', trade_name: null },
    seller: 'Ana Souza',
    client: {
      name: 'Padaria Pão Quente Ltda',
      document: 'CNPJ 11.222.333/0001-81',
      address: 'Avenida Paulista, 1000 · SP',
    },
    conditions: new Map([
      [
        1,
        {
          itens: [
            { parcel: 1, days: 30 },
            { parcel: 2, days: 60 },
            { parcel: 3, days: 90 },
          ],
        },
      ],
    ]),
    sortField: 'id',
    pix,
    now: new Date('2026-11-24T12:00:00.000Z'),
  });

describe('buildOrderPdf', () => {
  it('puts the order in pt-BR formats and makes a PDF (bytes start with %PDF)', async () => {
    const order = document(3);
    expect(order.title).toBe('Pedido 80000000');
    expect(order.company.cnpj).toBe('45.723.174/0001-10');
    expect(order.items[1]).toMatchObject({ quantity: '2 UN', unitPrice: 'R$ 1,2345', total: 'R$ 2,47' });
    expect(order.payments[0]?.plan).toBe('3x (1x de R$ 3,34 e 2x de R$ 3,33) — 30/60/90 dias');
    expect(order.issuedAt).toBe('24/11/2026 09:00');
    const bytes = await buildOrderPdf(order);
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
  });

  it('runs a 100-item order over several A4 pages, each labelled "página i de n"', async () => {
    const bytes = await buildOrderPdf(document(100));
    // pdf-lib (a devDependency now) reads the file back: a second opinion that it is a valid PDF.
    const loaded = await PDFDocument.load(bytes);
    expect(loaded.getPageCount()).toBeGreaterThan(2);
    expect(loaded.getPage(0).getSize()).toEqual({ width: 595.28, height: 841.89 });
    expect(loaded.getTitle()).toBe('Pedido 80000000');
    const { pages } = readPdf(bytes);
    expect(pages).toHaveLength(loaded.getPageCount());
    pages.forEach((runs, index) => {
      expect(runs.at(-1)?.text).toBe(`Pedido 80000000 — página ${index + 1} de ${pages.length}`);
    });
    // The table's header is drawn again at the top of every page the items run onto.
    expect(pages.every((runs) => runs.some((run) => run.text === 'Preço unit.'))).toBe(true);
    expect(pages.flat().filter((run) => run.text === 'P100')).toHaveLength(1);
  });

  it('draws the order in WinAnsi text, right-aligned to the margin, with "?" for what WinAnsi lacks', async () => {
    const order = { ...document(1), notes: 'Entregar até às 7h — portão lateral 🚚' };
    const { pages } = readPdf(await buildOrderPdf(order));
    const runs = pages.flat();
    const texts = runs.map((run) => run.text);
    expect(texts).toEqual(
      expect.arrayContaining([
        'Pão Dourado Distribuidora Ltda',
        'CNPJ 45.723.174/0001-10',
        'Padaria Pão Quente Ltda',
        'Avenida Paulista, 1000 · SP',
        'Boleto — 30/60/90',
        'Entregar até às 7h — portão lateral ?',
      ]),
    );
    // The description wraps inside its 165 pt column (less 6 pt of gap), never cut mid-word here.
    const description = runs.filter((run) => run.x === 98 && run.font === 'F1').map((run) => run.text);
    expect(description.join(' ')).toBe(
      'Pão de Açúcar Integral nº 1 — embalagem família com descrição bem comprida',
    );
    expect(description.length).toBeGreaterThan(1);
    for (const line of description) expect(textWidth(line, 'Helvetica', 9)).toBeLessThanOrEqual(159);
    // Right-aligned text ends on the right margin (595.28 - 40): the title, and the order's total
    // (bold 12, the last run with that value; the item's own total column ends at 555).
    const title = runs.find((run) => run.text === 'Pedido 80000000');
    const total = runs.findLast((run) => run.text === order.totals.net);
    expect(total?.size).toBe(12);
    for (const run of [title, total]) {
      expect(run?.font).toBe('F2');
      expect((run?.x ?? 0) + textWidth(run?.text ?? '', 'Helvetica-Bold', run?.size ?? 0)).toBeCloseTo(
        555.28,
        3,
      );
    }
  });

  it('shows a weighed quantity with its decimals and unit, and the exact totals', async () => {
    const base = document(0);
    let cart: Sale = { ...saleWith(0), status: 'Aberto' };
    // 2,5 kg × R$ 12,00 = R$ 30,00; 3 UN × R$ 25,00 = R$ 75,00; R$ 105,00 in all.
    cart = addItem(
      cart,
      makeItem({ code_erp_product: 'KG1', unit: 'KG', quantity: 2.5, unit_price: 120_000 }),
    );
    cart = addItem(cart, makeItem({ code_erp_product: 'UN1', unit: 'UN', quantity: 3, unit_price: 250_000 }));
    const order = orderDocument({
      sale: cart,
      company: { name: base.company.name, cnpj: '45723174000110', trade_name: null },
      seller: base.seller,
      client: base.client,
      conditions: new Map(),
      sortField: 'id',
      pix: null,
      now: new Date('2026-11-24T12:00:00.000Z'),
    });
    expect(order.items.map((item) => [item.quantity, item.total])).toEqual([
      ['2,5 kg', 'R$ 30,00'],
      ['3 UN', 'R$ 75,00'],
    ]);
    expect(order.totals.net).toBe('R$ 105,00');
    const texts = readPdf(await buildOrderPdf(order))
      .pages.flat()
      .map((run) => run.text);
    expect(texts).toEqual(expect.arrayContaining(['2,5 kg', '3 UN', 'R$ 30,00', 'R$ 105,00']));
  });

  it('lists the promotions the lines got, each with what it gave, read on the sale’s day (issue 27 §1)', async () => {
    const base = document(0);
    let cart: Sale = { ...saleWith(0), status: 'Aberto' };
    // 12 CX at R$ 10,00 reach "a partir de 10 CX, 5%": R$ 6,00 off; 2 UN elsewhere get nothing.
    cart = addItem(
      cart,
      makeItem({ code_erp_product: 'CX1', unit: 'CX', quantity: 12, unit_price: 100_000, discount: 600 }),
    );
    cart = addItem(cart, makeItem({ code_erp_product: 'UN1', unit: 'UN', quantity: 2, unit_price: 50_000 }));
    cart = { ...cart, status: 'Finalizado' };
    const tiers = makePromotion({
      uuid: '90000000-0000-4000-8000-000000000001',
      code_erp: 'T10',
      name: 'Caixa fechada: a partir de 10 CX, 5%',
      ends_on: '2026-11-24',
      kind: 'tiers',
      products: ['CX1'],
      tiers: [{ min_quantity: 10, percent: 5 }],
    });
    const refs = {
      promotions: [tiers],
      policy: 'best' as const,
      clientCode: 'C001',
      channelCode: null,
      categoryOf: () => null,
      priceListCodeOf: () => null,
    };
    const order = (now: string) =>
      orderDocument({
        sale: cart,
        company: { name: base.company.name, cnpj: '45723174000110', trade_name: null },
        seller: base.seller,
        client: base.client,
        conditions: new Map(),
        sortField: 'id',
        pix: null,
        promotions: refs,
        now: new Date(now),
      });
    // The cart was made on 24/11, the promotion's last day: reprinted the next day it still lists it.
    const printed = order('2026-11-25T12:00:00.000Z');
    expect(printed.promotions).toEqual([
      { name: 'Caixa fechada: a partir de 10 CX, 5%', discount: 'R$ 6,00' },
    ]);
    const texts = readPdf(await buildOrderPdf(printed))
      .pages.flat()
      .map((run) => run.text);
    expect(texts).toEqual(
      expect.arrayContaining(['Promoções aplicadas', 'Caixa fechada: a partir de 10 CX, 5%', '-R$ 6,00']),
    );
    // Without promotions on the device, no section.
    const plain = orderDocument({
      ...{ sale: cart, company: { name: 'X', cnpj: '45723174000110', trade_name: null } },
      seller: 'A',
      client: null,
      conditions: new Map(),
      sortField: 'id',
      pix: null,
      now: new Date('2026-11-24T12:00:00.000Z'),
    });
    expect(plain.promotions).toEqual([]);
    expect(
      readPdf(await buildOrderPdf(plain))
        .pages.flat()
        .map((run) => run.text),
    ).not.toContain('Promoções aplicadas');

    // The ERP raised the tier to 8% after the sale: the line holds R$ 6,00 off, and the PDF never
    // prints more than that (R$ 9,60 would be a discount the order does not have).
    const raised = { ...tiers, tiers: [{ min_quantity: 10, percent: 8 }] };
    const reprinted = orderDocument({
      sale: cart,
      company: { name: 'X', cnpj: '45723174000110', trade_name: null },
      seller: 'A',
      client: null,
      conditions: new Map(),
      sortField: 'id',
      pix: null,
      promotions: { ...refs, promotions: [raised] },
      now: new Date('2026-11-24T12:00:00.000Z'),
    });
    expect(reprinted.promotions).toEqual([
      { name: 'Caixa fechada: a partir de 10 CX, 5%', discount: 'R$ 6,00' },
    ]);
    // A line that kept no discount lists no promotion at all.
    const undiscounted = { ...cart, items: cart.items.map((item) => ({ ...item, discount: 0 })) };
    expect(
      orderDocument({
        sale: undiscounted,
        company: { name: 'X', cnpj: '45723174000110', trade_name: null },
        seller: 'A',
        client: null,
        conditions: new Map(),
        sortField: 'id',
        pix: null,
        promotions: refs,
        now: new Date('2026-11-24T12:00:00.000Z'),
      }).promotions,
    ).toEqual([]);
  });

  it('draws the Pix QR code of the total, which a QR reader decodes to a code with a valid CRC', async () => {
    const order = document(3, PIX);
    expect(order.pix).not.toBeNull();
    const { pages, contents } = readPdf(await buildOrderPdf(order));
    const codes = contents.flatMap(readPdfQrCodes);
    expect(codes).toEqual([order.pix]);
    // pix-utils checks the CRC and reads the amount back: R$ 7,30 (the three lines of this sale).
    const parsed = parsePix(codes[0] ?? '');
    if (hasError(parsed) || parsed.type !== PixElementType.STATIC)
      throw new Error('pix-utils refused the code');
    expect(order.totals.net).toBe('R$ 7,30');
    expect(parsed.transactionAmount).toBe(7.3);
    expect(parsed.txid).toBe('80000000');
    const texts = pages.flat().map((run) => run.text);
    expect(texts).toEqual(expect.arrayContaining(['Pagar com Pix', 'Pix copia e cola', 'Valor: R$ 7,30']));
    // The code as text, wrapped over lines, is the same code.
    const at = texts.indexOf('Pix copia e cola');
    expect(texts.slice(at + 1, texts.indexOf('Valor: R$ 7,30')).join('')).toBe(order.pix);
  });

  it('has no Pix section when the company has no Pix key', async () => {
    const order = document(3);
    expect(order.pix).toBeNull();
    const { pages, contents } = readPdf(await buildOrderPdf(order));
    expect(contents.flatMap(readPdfQrCodes)).toEqual([]);
    expect(pages.flat().map((run) => run.text)).not.toContain('Pagar com Pix');
  });
});

describe('the order number on the PDF', () => {
  it('titles the PDF with the order number, names the file by it, and adds the ERP number once there is one', async () => {
    const base = document(1);
    const order = orderDocument({
      sale: { ...saleWith(1), number: 'V001-0042', code_erp: 'PED-9931' },
      company: { name: base.company.name, cnpj: '45723174000110', trade_name: null },
      seller: base.seller,
      client: base.client,
      conditions: new Map(),
      sortField: 'id',
      pix: PIX,
      now: new Date('2026-11-24T12:00:00.000Z'),
    });
    expect(order.title).toBe('Pedido V001-0042');
    expect(order.fileName).toBe('pedido-v001-0042.pdf');
    // The Pix txid takes letters and digits only.
    expect(order.pix).toContain('0508V0010042');
    const bytes = await buildOrderPdf(order);
    expect((await PDFDocument.load(bytes)).getTitle()).toBe('Pedido V001-0042');
    const texts = readPdf(bytes)
      .pages.flat()
      .map((run) => run.text);
    expect(texts).toEqual(expect.arrayContaining(['Pedido V001-0042', 'Nº no ERP: PED-9931']));
  });
});
