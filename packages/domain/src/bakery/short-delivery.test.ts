import { describe, expect, it } from 'vitest';
import { bakeryDeliveryStampSchema, bakeryItemSchema } from './bakery-item.schema.ts';
import {
  countShortStops,
  isDeliveryClosed,
  isShortDelivery,
  SHORT_DELIVERY_REASON_LABELS,
  shortDeliveryProblem,
} from './short-delivery.ts';

const uuid = '0f9a3c2e-5b1d-4e7a-8c6f-2d4b9e1a7c30';
const line = (delivered: number, short_reason: 'faltou' | null = null) => ({
  quantity: 16,
  delivered,
  short_reason,
});

describe('short deliveries', () => {
  it('closes a line when all of it was handed, or less with a reason', () => {
    expect(isDeliveryClosed(line(16))).toBe(true);
    expect(isDeliveryClosed(line(14, 'faltou'))).toBe(true);
    expect(isDeliveryClosed(line(0, 'faltou'))).toBe(true);
    // 14 of 16 without a reason is not a full delivery: still open.
    expect(isDeliveryClosed(line(14))).toBe(false);
    expect(isDeliveryClosed(line(0))).toBe(false);
    expect(isShortDelivery(line(14, 'faltou'))).toBe(true);
    expect(isShortDelivery(line(16))).toBe(false);
    expect(isShortDelivery(line(14))).toBe(false);
  });

  it('takes a reason only below the order, and the device requires one to close short', () => {
    expect(shortDeliveryProblem({ quantity: 16 }, 16, 'faltou')).toBe(
      'Entrega completa: não há falta a registrar',
    );
    expect(shortDeliveryProblem({ quantity: 16 }, 14, 'avariado')).toBeNull();
    expect(shortDeliveryProblem({ quantity: 16 }, 14, null)).toBeNull();
    expect(shortDeliveryProblem({ quantity: 16 }, 14, null, { requireReason: true })).toBe(
      'Entrega com falta: escolha o motivo',
    );
    expect(shortDeliveryProblem({ quantity: 16 }, 16, null, { requireReason: true })).toBeNull();
  });

  it('names the reasons in pt-BR', () => {
    expect(Object.values(SHORT_DELIVERY_REASON_LABELS)).toEqual([
      'Faltou',
      'Avariado',
      'Recusado pelo cliente',
      'Outro',
    ]);
  });

  it('counts stops (driver and client) closed short, not lines', () => {
    const stopLine = (driver: string, client: string, delivered: number, reason: 'faltou' | null) => ({
      ...line(delivered, reason),
      driver_name: driver,
      code_erp_client: client,
      client_name: client,
    });
    expect(
      countShortStops([
        stopLine('Carlos', 'C1', 14, 'faltou'),
        stopLine('Carlos', 'C1', 0, 'faltou'),
        stopLine('Carlos', 'C2', 16, null),
        stopLine('Eva', 'C1', 3, 'faltou'),
        stopLine('Eva', 'C3', 3, null),
      ]),
    ).toBe(2);
  });
});

describe('the delivery stamp', () => {
  const stamp = (extra: Record<string, unknown>) =>
    bakeryDeliveryStampSchema.safeParse({ uuid, lines: [{ id: 1, done: 14, ...extra }] });

  it('carries a reason and a note per line', () => {
    expect(stamp({ short_reason: 'avariado' }).success).toBe(true);
    expect(stamp({ short_reason: 'outro', short_note: 'Loja fechada' }).data?.lines[0]).toEqual({
      id: 1,
      done: 14,
      short_reason: 'outro',
      short_note: 'Loja fechada',
    });
  });

  it('refuses an unknown reason and "outro" without a note, in pt-BR', () => {
    expect(
      stamp({ short_reason: 'perdido' }).error?.issues.map((issue) => [issue.path, issue.message]),
    ).toEqual([
      [
        ['lines', 0, 'short_reason'],
        'Escolha o motivo da falta: faltou, avariado, recusado pelo cliente ou outro',
      ],
    ]);
    expect(
      stamp({ short_reason: 'outro', short_note: '  ' }).error?.issues.map((issue) => [
        issue.path,
        issue.message,
      ]),
    ).toEqual([[['lines', 0, 'short_note'], 'Descreva o motivo da falta']]);
  });

  it('reads a line stored before reasons existed as not short', () => {
    const stored = bakeryItemSchema.shape.short_reason.parse(undefined);
    expect(stored).toBeNull();
  });
});
