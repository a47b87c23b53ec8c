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
