import { describe, expect, it } from 'vitest';
import { makeFinancialTitle } from '../testing/fixtures.ts';
import { type ClientCredit, creditHolds, creditIssues, creditOpen, creditProblems } from './client-credit.ts';

const credit = (overrides: Partial<ClientCredit> = {}): ClientCredit => ({
  credit_limit: 500_000,
  credit_blocked: false,
  credit_blocked_reason: null,
  open: 420_000,
  ...overrides,
});

describe('creditProblems (docs/domain.md "Credit")', () => {
  it('lets an order that reaches the limit exactly go, and holds one centavo over it', () => {
    expect(creditProblems(credit(), 80_000)).toEqual({ overBy: 0, blocked: false });
    expect(creditHolds(creditProblems(credit(), 80_000))).toBe(true);
    expect(creditProblems(credit(), 80_001)).toEqual({ overBy: 1, blocked: false });
    expect(creditHolds(creditProblems(credit(), 80_001))).toBe(false);
  });

  it('has no limit to pass when the ERP set none, and a zero limit holds every order', () => {
    expect(creditProblems(credit({ credit_limit: null }), 99_999_999).overBy).toBe(0);
    expect(creditProblems(credit({ credit_limit: 0, open: 0 }), 1).overBy).toBe(1);
  });

  it('is broken by a block whatever the figures', () => {
    expect(creditHolds(creditProblems(credit({ credit_blocked: true }), 0))).toBe(false);
  });
});

describe('creditIssues', () => {
  it('says what passes the limit with the figures the issue asks for', () => {
    expect(creditIssues(credit(), 130_000)).toEqual([
      {
        code: 'credit_limit_exceeded',
        message:
          'Passa R$ 500,00 do limite de crédito do cliente (Limite R$ 5.000,00 · em aberto R$ 4.200,00 · este pedido R$ 1.300,00)',
      },
    ]);
  });

  it('puts the block first, with the ERP’s reason when it gave one', () => {
    const blocked = credit({ credit_blocked: true, credit_blocked_reason: 'Cheque devolvido' });
    expect(creditIssues(blocked, 130_000).map((issue) => issue.code)).toEqual([
      'client_blocked',
      'credit_limit_exceeded',
    ]);
    expect(creditIssues({ ...blocked, credit_blocked_reason: null, credit_limit: null }, 100)).toEqual([
      {
        code: 'client_blocked',
        message:
          'Cliente bloqueado para vendas (Sem limite de crédito · em aberto R$ 4.200,00 · este pedido R$ 1,00)',
      },
    ]);
  });

  it('is empty when the order breaks nothing', () => {
    expect(creditIssues(credit(), 0)).toEqual([]);
  });
});

describe('creditOpen', () => {
  const client = { uuid: 'c-1', code_erp: 'C001' };
  const sale = (uuid: string, status: string, total: number, client_uuid = 'c-1') =>
    ({ uuid, status, total, client_uuid }) as Parameters<typeof creditOpen>[2][number];

  it('adds what is owed on the client’s titles and its orders sent and not invoiced, leaving this order out', () => {
    const titles = [
      makeFinancialTitle({ code_erp_client: 'C001', amount: 10_000, amount_paid: 2_500, status: 'Parcial' }),
      makeFinancialTitle({ code_erp_client: 'C001', amount: 5_000, amount_paid: 5_000, status: 'Pago' }),
      makeFinancialTitle({ code_erp_client: 'C001', amount: 7_000, amount_paid: 0, status: 'Cancelado' }),
      makeFinancialTitle({ code_erp_client: 'C002', amount: 90_000, amount_paid: 0, status: 'Aberto' }),
    ];
    const sales = [
      sale('s-1', 'Finalizado', 1_000),
      sale('s-2', 'Integrado', 2_000),
      sale('s-3', 'Falha', 3_000),
      // Invoiced (now a title), cancelled, still a cart, another client's: none count.
      sale('s-4', 'Processado', 40_000),
      sale('s-5', 'Cancelado', 50_000),
      sale('s-6', 'Aberto', 60_000),
      sale('s-7', 'Finalizado', 70_000, 'c-2'),
      // The order being checked, sent again.
      sale('this', 'Finalizado', 80_000),
    ];
    expect(creditOpen(client, titles, sales, 'this')).toBe(7_500 + 1_000 + 2_000 + 3_000);
  });

  it('counts no titles for a client the ERP has not coded yet', () => {
    const titles = [makeFinancialTitle({ code_erp_client: 'C001', amount: 10_000, amount_paid: 0 })];
    expect(creditOpen({ uuid: 'c-1', code_erp: null }, titles, [], 'x')).toBe(0);
  });
});
