import { describe, expect, it } from 'vitest';
import { makeSale } from '../testing/fixtures.ts';
import type { ApprovalDecision, SaleApproval } from './sale-approval.schema.ts';
import {
  ApprovalDecisionError,
  approvalOnSend,
  approvalStockOf,
  decideSaleApproval,
  isReleasedForErp,
} from './sale-approval-decision.ts';

const reason = { code: 'discount_above_seller_limit', item_id: 1, message: 'Item 1: desconto' } as const;
const waiting = (): ReturnType<typeof makeSale> & SaleApproval => ({
  ...makeSale({ status: 'Finalizado' }),
  approval_status: 'Aguardando',
  approval_reasons: [reason],
  approval_decisions: [],
  approval_credit: null,
  approval_stock: [],
});
const decision = (kind: ApprovalDecision['decision'], note: string | null = null): ApprovalDecision => ({
  uuid: '00000000-0000-4000-8000-0000000000d1',
  decision: kind,
  note,
  user_id: 3,
  user_name: 'Supervisora Ana',
  decided_at: '2026-11-27T15:00:00.000Z',
});

function refusal(run: () => unknown): { code: string; message: string } {
  try {
    run();
  } catch (error) {
    if (error instanceof ApprovalDecisionError) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error('the decision was accepted');
}

describe('decideSaleApproval', () => {
  it('approves a waiting sale: still Finalizado, released to the ERP, the decision recorded', () => {
    const approved = decideSaleApproval(waiting(), decision('Aprovado', '  ok, cliente antigo '));
    expect(approved.status).toBe('Finalizado');
    expect(approved.approval_status).toBe('Aprovado');
    expect(approved.approval_decisions).toEqual([{ ...decision('Aprovado'), note: 'ok, cliente antigo' }]);
    expect(isReleasedForErp(approved)).toBe(true);
  });

  it('rejects a waiting sale back to Aberto, the seller’s cart again, and asks why', () => {
    expect(refusal(() => decideSaleApproval(waiting(), decision('Reprovado', '   ')))).toEqual({
      code: 'note_required',
      message: 'Diga ao vendedor o motivo da reprovação.',
    });
    const rejected = decideSaleApproval(waiting(), decision('Reprovado', 'Desconto alto demais'));
    expect(rejected.status).toBe('Aberto');
    expect(rejected.approval_status).toBe('Reprovado');
    expect(rejected.approval_decisions.at(-1)?.note).toBe('Desconto alto demais');
    expect(isReleasedForErp(rejected)).toBe(false);
  });

  it('never decides twice: the second decision is told who decided first', () => {
    const approved = decideSaleApproval(waiting(), decision('Aprovado'));
    expect(refusal(() => decideSaleApproval(approved, decision('Reprovado', 'não')))).toEqual({
      code: 'already_decided',
      message: 'Esta venda já foi aprovada por Supervisora Ana.',
    });
    const plain = {
      ...makeSale({ status: 'Finalizado' }),
      approval_status: null,
      approval_reasons: [],
      approval_decisions: [],
      approval_credit: null,
    };
    expect(refusal(() => decideSaleApproval(plain, decision('Aprovado')))).toEqual({
      code: 'not_waiting',
      message: 'Esta venda não está aguardando aprovação.',
    });
    expect(isReleasedForErp(plain)).toBe(true);
    expect(isReleasedForErp(waiting())).toBe(false);
  });

  it('never lets a supervisor decide their own sale', () => {
    const own = { ...waiting(), seller_id: 3 };
    expect(refusal(() => decideSaleApproval(own, decision('Aprovado')))).toEqual({
      code: 'own_sale',
      message: 'Uma venda sua precisa ser decidida por outro supervisor.',
    });
  });

  it('refuses a note longer than 500 characters', () => {
    expect(refusal(() => decideSaleApproval(waiting(), decision('Aprovado', 'x'.repeat(501)))).code).toBe(
      'note_too_long',
    );
    expect(decideSaleApproval(waiting(), decision('Aprovado', 'x'.repeat(500))).approval_status).toBe(
      'Aprovado',
    );
  });
});

describe('approvalOnSend', () => {
  it('holds a finished sale with reasons, releases one without, and leaves a cart as it was', () => {
    const credit = {
      credit_limit: 500_000,
      credit_blocked: false,
      credit_blocked_reason: null,
      open: 420_000,
    };
    const stock = [
      {
        product_uuid: '00000000-0000-4000-8000-0000000000b1',
        description: 'Pão francês',
        unit: 'UN',
        quantity: 120,
        reserved: 30,
        counted_at: '2026-11-28T13:00:00.000Z',
      },
    ];
    expect(approvalOnSend(null, { status: 'Finalizado' }, [reason], { credit, stock })).toEqual({
      approval_status: 'Aguardando',
      approval_reasons: [reason],
      approval_credit: credit,
      approval_stock: stock,
    });
    // Released, the credit and stock read are not kept: nobody decides them.
    expect(approvalOnSend(null, { status: 'Finalizado' }, [], { credit, stock })).toEqual({
      approval_status: null,
      approval_reasons: [],
      approval_credit: null,
      approval_stock: [],
    });
    // A rejected cart keeps saying so while the seller changes it, and waits again when finished.
    expect(
      approvalOnSend({ approval_status: 'Reprovado' }, { status: 'Aberto' }, [], { credit, stock }),
    ).toEqual({
      approval_status: 'Reprovado',
      approval_reasons: [],
      approval_credit: null,
      approval_stock: [],
    });
    expect(
      approvalOnSend({ approval_status: 'Reprovado' }, { status: 'Finalizado' }, [reason]).approval_status,
    ).toBe('Aguardando');
  });

  it('keeps each product’s stock once, in line order, and nothing without a count', () => {
    const bread = '00000000-0000-4000-8000-0000000000b1';
    const cake = '00000000-0000-4000-8000-0000000000c1';
    const figures = { quantity: 5, reserved: 2, counted_at: '2026-11-28T13:00:00.000Z' };
    const items = [
      { id: 3, product_uuid: bread, description: 'Pão francês', unit: 'UN' },
      { id: 1, product_uuid: cake, description: 'Bolo', unit: 'UN' },
      { id: 2, product_uuid: bread, description: 'Pão francês', unit: 'UN' },
    ];
    expect(approvalStockOf(items, { byProduct: new Map([[bread, figures]]) })).toEqual([
      { product_uuid: bread, description: 'Pão francês', unit: 'UN', ...figures },
    ]);
    expect(approvalStockOf(items, undefined)).toEqual([]);
  });
});
