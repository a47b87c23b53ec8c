import { clientSchema } from '@rota/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { toFieldErrors, validationError, validationErrorSchema } from './errors.ts';

describe('422 bodies', () => {
  it('maps zod issues to { field: [messages] } in pt-BR', () => {
    const result = clientSchema.safeParse({ uuid: 'x', document: '11222333000180', items: [] });
    expect(result.success).toBe(false);
    const body = validationError(result.error?.issues ?? []);
    expect(validationErrorSchema.parse(body)).toEqual(body);
    expect(body.message).toBe('Os dados informados são inválidos.');
    expect(body.errors.uuid).toEqual(['Identificador inválido']);
    expect(body.errors.document).toEqual(['CNPJ inválido']);
    expect(body.errors.name).toEqual(['Campo obrigatório']);
  });

  it('joins nested paths, prefixes them and merges repeated messages', () => {
    const schema = z.object({ items: z.array(z.object({ quantity: z.number().int().min(1) })) });
    const issues = schema.safeParse({ items: [{ quantity: 0 }, { quantity: 1 }] }).error?.issues ?? [];
    expect(toFieldErrors(issues)).toEqual({ 'items.0.quantity': ['O valor deve ser no mínimo 1'] });
    expect(toFieldErrors(issues, 'body')).toEqual({
      'body.items.0.quantity': ['O valor deve ser no mínimo 1'],
    });
    expect(toFieldErrors([...issues, ...issues])).toEqual({
      'items.0.quantity': ['O valor deve ser no mínimo 1'],
    });
    expect(toFieldErrors(z.string().safeParse(1).error?.issues ?? [])).toEqual({ _: ['Informe um texto'] });
  });
});

describe('422 bodies of huge inputs', () => {
  it('lists at most 50 fields and counts the rest under _', () => {
    const schema = z.object({ rows: z.array(z.object({ code: z.string(), name: z.string() })) });
    const issues = schema.safeParse({ rows: Array.from({ length: 1000 }, () => ({})) }).error?.issues ?? [];
    expect(issues).toHaveLength(2000);
    const errors = toFieldErrors(issues);
    expect(Object.keys(errors)).toHaveLength(51);
    expect(errors['rows.0.code']).toEqual(['Campo obrigatório']);
    expect(errors._).toEqual(['Há mais 1.950 erros além dos listados.']);
    expect(JSON.stringify(errors).length).toBeLessThan(4000);
  });

  it('keeps a body-wide message beside the count', () => {
    const issues = [
      { code: 'custom', path: [], message: 'Corpo inválido', input: undefined },
      ...Array.from({ length: 51 }, (_, index) => ({
        code: 'custom' as const,
        path: [`f${index}`],
        message: 'x',
        input: undefined,
      })),
    ] as z.core.$ZodIssue[];
    expect(toFieldErrors(issues)._).toEqual(['Corpo inválido', 'Há mais 2 erros além dos listados.']);
  });
});
