import { addItem, newCart, paymentLine } from '@rota/domain';
import { makeItem } from '@rota/domain/testing';
import { describe, expect, it } from 'vitest';
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

const document = (items: number) =>
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
    now: new Date('2026-11-24T12:00:00.000Z'),
  });

describe('buildOrderPdf', () => {
  it('puts the order in pt-BR formats and makes a PDF (bytes start with %PDF)', async () => {
    const order = document(3);
    expect(order.title).toBe('Pedido 80000000');
    expect(order.company.cnpj).toBe('45.723.174/0001-10');
    expect(order.items[1]).toMatchObject({ quantity: '2', unitPrice: 'R$ 1,2345', total: 'R$ 2,47' });
    expect(order.payments[0]?.plan).toBe('3x (1x de R$ 3,34 e 2x de R$ 3,33) — 30/60/90 dias');
    expect(order.issuedAt).toBe('24/11/2026 09:00');
    const bytes = await buildOrderPdf(order);
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
  });

  it('runs a 100-item order over several A4 pages', async () => {
    const bytes = await buildOrderPdf(document(100));
    const { PDFDocument } = await import('pdf-lib');
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBeGreaterThan(2);
    expect(pdf.getTitle()).toBe('Pedido 80000000');
  });
});
