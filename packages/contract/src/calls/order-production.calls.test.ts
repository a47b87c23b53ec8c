import { makeAppointment } from '@rota/domain/testing';
import { describe, expect, it } from 'vitest';
import { orderProductionCalls as calls } from './order-production.calls.ts';

const stamps = { updated_at: '2026-11-22T11:00:00.000Z', deleted_at: null };

describe('§7 order production calls', () => {
  it('pulls machines, operators and situations by cursor, like every synced table', () => {
    for (const call of [calls.machines, calls.operators, calls.situations]) {
      expect(call.sync, call.name).toBe(true);
      expect(call.query.shape).toHaveProperty('since');
      expect(call.response.safeParse({ data: [], meta: { cursor: '7', has_more: false } }).success).toBe(
        true,
      );
    }
  });

  it('reads appointments by OP, by day, or neither (the server reads today)', () => {
    expect(calls.apoints.query.safeParse({ num_op: '7001' }).success).toBe(true);
    expect(calls.apoints.query.safeParse({ date: '2026-11-22' }).success).toBe(true);
    expect(calls.apoints.query.safeParse({}).success).toBe(true);
    expect(calls.apoints.query.safeParse({ date: '22/11/2026' }).success).toBe(false);
  });

  it('writes an appointment by its uuid with the domain’s rules, answering it with its sync stamps', () => {
    const appointment = makeAppointment({ finished_at: '2026-11-22T12:00:00.000Z', quantity: 10 });
    expect(calls.createApoint.body.safeParse(appointment).success).toBe(true);
    const reversed = { ...appointment, finished_at: '2026-11-22T10:00:00.000Z' };
    expect(calls.createApoint.body.safeParse(reversed).error?.issues[0]?.message).toBe(
      'O fim não pode ser antes do início',
    );
    expect(calls.createApoint.response.safeParse({ data: { ...appointment, ...stamps } }).success).toBe(true);
    expect(calls.createApoint.response.safeParse({ data: { ...reversed, ...stamps } }).success).toBe(false);
  });

  it('answers an order with its appointments and both sums', () => {
    const order = {
      id: 1,
      company_id: 1,
      num_op: '7001',
      code_erp_product: 'P001',
      description: 'Pão Francês',
      unit: 'UN',
      quantity_planned: 300,
      quantity_produced: 10,
      quantity_scrap: 0,
      status: 'Em produção',
      start_date: null,
      due_date: null,
      appointments: [{ ...makeAppointment({ quantity: 10 }), ...stamps }],
    };
    expect(calls.get.response.safeParse({ data: order }).success).toBe(true);
  });
});
