import { describe, expect, it } from 'vitest';
import { makeSale } from '../testing/fixtures.ts';
import { saleEditBlock } from './sale-editing.ts';
import { SALE_STATUSES } from './sale-status.schema.ts';

const allowed = { canEditSaleItem: true, sending: false };

describe('saleEditBlock', () => {
  it('lets the seller edit a cart (Aberto, Aguardando Finalizar) with canEditSaleItem', () => {
    expect(saleEditBlock(makeSale({ status: 'Aberto' }), allowed)).toBeNull();
    expect(saleEditBlock(makeSale({ status: 'Aguardando Finalizar' }), allowed)).toBeNull();
  });

  it('refuses without canEditSaleItem, whatever the status', () => {
    for (const status of SALE_STATUSES) {
      expect(saleEditBlock(makeSale({ status }), { ...allowed, canEditSaleItem: false })?.code).toBe(
        'permission',
      );
    }
  });

  it('refuses every status the server owns, saying why', () => {
    for (const status of ['Finalizado', 'Integrado', 'Processado', 'Cancelado', 'Falha'] as const) {
      expect(saleEditBlock(makeSale({ status }), allowed)?.code).toBe('server_owned');
    }
    expect(saleEditBlock(makeSale({ status: 'Processado', code_erp: 'PED-99' }), allowed)?.message).toBe(
      'A venda já foi faturada pelo ERP (nº ERP PED-99): não pode mais ser alterada.',
    );
    expect(
      saleEditBlock(makeSale({ status: 'Cancelado', reason_canceled: 'Cliente desistiu' }), allowed)?.message,
    ).toContain('Cliente desistiu');
  });

  it('makes a cart wait while its write is being sent', () => {
    expect(saleEditBlock(makeSale({ status: 'Aberto' }), { ...allowed, sending: true })?.code).toBe(
      'sending',
    );
  });
});
