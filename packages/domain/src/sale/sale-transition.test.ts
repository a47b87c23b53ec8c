import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { newCart } from './cart.ts';
import { isActiveSaleStatus, SALE_STATUSES, type SaleStatus } from './sale-status.schema.ts';
import {
  canTransition,
  SALE_TRANSITIONS,
  type SaleTransition,
  SaleTransitionError,
  transitionSale,
} from './sale-transition.ts';

const baseSale = newCart({
  uuid: '00000000-0000-4000-8000-000000000001',
  company_id: 1,
  seller_id: 1,
  now: '2026-11-22T10:00:00-03:00',
});
const sale = (status: SaleStatus) => ({ ...baseSale, status });

function transitionTo(to: SaleStatus): SaleTransition {
  if (to === 'Processado') return { to, code_erp: 'PED-1' };
  if (to === 'Cancelado') return { to, code_erp: 'PED-1', reason_canceled: 'Cliente desistiu' };
  if (to === 'Falha') return { to, message: 'Cliente bloqueado no ERP' };
  return { to };
}

describe('sale statuses', () => {
  it('has the stored wording and the active set of §4', () => {
    expect(SALE_STATUSES).toEqual([
      'Aberto',
      'Aguardando Finalizar',
      'Finalizado',
      'Integrado',
      'Processado',
      'Cancelado',
      'Falha',
    ]);
    expect(SALE_STATUSES.filter(isActiveSaleStatus)).toEqual(['Aberto', 'Aguardando Finalizar']);
  });

  it('moves to Integrado, and records the ERP code on Processado', () => {
    const integrated = transitionSale(sale('Finalizado'), { to: 'Integrado' });
    expect(integrated.status).toBe('Integrado');
    const processed = transitionSale(integrated, { to: 'Processado', code_erp: ' PED-77 ' });
    expect(processed).toMatchObject({ status: 'Processado', code_erp: 'PED-77' });
  });

  it('records ERP code and reason on Cancelado', () => {
    const cancelled = transitionSale(sale('Integrado'), {
      to: 'Cancelado',
      code_erp: 'PED-9',
      reason_canceled: 'Sem estoque',
    });
    expect(cancelled).toMatchObject({
      status: 'Cancelado',
      code_erp: 'PED-9',
      reason_canceled: 'Sem estoque',
    });
  });

  it('records the message on Falha and clears it once processed', () => {
    const failed = transitionSale(sale('Finalizado'), { to: 'Falha', message: 'Cliente bloqueado' });
    expect(failed.failure_message).toBe('Cliente bloqueado');
    expect(transitionSale(failed, { to: 'Processado', code_erp: 'X' }).failure_message).toBeNull();
  });

  it('refuses an illegal move with a typed pt-BR error', () => {
    const attempt = () => transitionSale(sale('Cancelado'), { to: 'Integrado' });
    expect(attempt).toThrow(SaleTransitionError);
    expect(attempt).toThrow('Não é possível passar a venda de Cancelado para Integrado');
    try {
      attempt();
    } catch (error) {
      expect(error).toMatchObject({ code: 'illegal_transition', from: 'Cancelado', to: 'Integrado' });
    }
  });

  it('demands the fields each status records', () => {
    expect(() => transitionSale(sale('Integrado'), { to: 'Processado', code_erp: '  ' })).toThrow(
      'Informe o código do ERP',
    );
    expect(() =>
      transitionSale(sale('Integrado'), { to: 'Cancelado', code_erp: 'A', reason_canceled: '' }),
    ).toThrow('Informe o motivo do cancelamento');
    expect(() =>
      transitionSale(sale('Integrado'), { to: 'Cancelado', code_erp: '', reason_canceled: 'x' }),
    ).toThrow('Informe o código do ERP');
    expect(() => transitionSale(sale('Integrado'), { to: 'Falha', message: '' })).toThrow(
      'Informe a mensagem da falha',
    );
  });

  it("never lets the ERP move a sale back into the seller's hands", () => {
    for (const from of ['Finalizado', 'Integrado', 'Processado', 'Cancelado', 'Falha'] as const) {
      expect(canTransition(from, 'Aberto')).toBe(false);
      expect(canTransition(from, 'Aguardando Finalizar')).toBe(false);
    }
  });

  it('property: a transition succeeds exactly when the table allows it, and only changes status-bound fields', () => {
    const status = fc.constantFrom(...SALE_STATUSES);
    fc.assert(
      fc.property(status, status, (from, to) => {
        const before = sale(from);
        const allowed = SALE_TRANSITIONS[from].includes(to);
        if (!allowed) {
          expect(() => transitionSale(before, transitionTo(to))).toThrow(SaleTransitionError);
          return;
        }
        const after = transitionSale(before, transitionTo(to));
        expect(after.status).toBe(to);
        expect(after.items).toBe(before.items);
        expect(after.uuid).toBe(before.uuid);
      }),
    );
  });

  it("property: every walk through the table ends Cancelado at the latest and never revisits the seller's states after Finalizado", () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { maxLength: 20 }), (choices) => {
        let current = sale('Aberto');
        let finalised = false;
        for (const choice of choices) {
          const options = SALE_TRANSITIONS[current.status];
          if (options.length === 0) break;
          const to = options[choice % options.length] as SaleStatus;
          current = transitionSale(current, transitionTo(to));
          if (current.status === 'Finalizado') finalised = true;
          if (finalised) expect(isActiveSaleStatus(current.status)).toBe(false);
        }
        expect(SALE_TRANSITIONS.Cancelado).toHaveLength(0);
      }),
    );
  });
});
