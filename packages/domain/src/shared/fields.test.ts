import { describe, expect, it, vi } from 'vitest';

describe('field schemas', () => {
  it('make zod speak pt-BR wherever they load, without the domain index (as in a web chunk)', async () => {
    vi.resetModules();
    const { z } = await import('zod');
    z.config({ localeError: undefined });
    expect(z.string().min(3).safeParse('ab').error?.issues[0]?.message).not.toMatch(/caracteres/);

    await import('./fields.ts');
    expect(z.string().min(3).safeParse('ab').error?.issues[0]?.message).toBe('Mínimo de 3 caracteres');
    expect(z.number().safeParse(undefined).error?.issues[0]?.message).toBe('Campo obrigatório');
  });
});

describe('money fields', () => {
  it('take amounts up to the limits of money-limits.ts, and say the limit in reais when passed', async () => {
    const { centsSchema, ledgerCentsSchema, unitPriceSchema } = await import('./fields.ts');
    const { MAX_CENTS, MAX_LEDGER_CENTS, MAX_UNIT_PRICE } = await import('../money/money-limits.ts');
    expect(centsSchema.parse(MAX_CENTS)).toBe(MAX_CENTS);
    expect(centsSchema.safeParse(MAX_CENTS + 1).error?.issues[0]?.message).toBe(
      'O valor deve ser no máximo R$ 100.000.000,00',
    );
    expect(unitPriceSchema.parse(MAX_UNIT_PRICE)).toBe(MAX_UNIT_PRICE);
    expect(unitPriceSchema.safeParse(MAX_UNIT_PRICE + 1).error?.issues[0]?.message).toBe(
      'O preço deve ser no máximo R$ 10.000.000,00',
    );
    expect(ledgerCentsSchema.parse(-MAX_LEDGER_CENTS)).toBe(-MAX_LEDGER_CENTS);
    expect(ledgerCentsSchema.safeParse(MAX_LEDGER_CENTS + 1).success).toBe(false);
    expect(ledgerCentsSchema.safeParse(-MAX_LEDGER_CENTS - 1).success).toBe(false);
    // 900.719 amounts at the maximum still add up exactly: the reason for the limit.
    expect(Number.isSafeInteger(MAX_CENTS * 900_719)).toBe(true);
    expect(Number.isSafeInteger(MAX_CENTS * 900_720)).toBe(false);
  });
});
