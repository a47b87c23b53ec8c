import { describe, expect, it } from 'vitest';
import '../shared/pt-br-error-map.ts';
import { visitOutcomeSchema } from './visit-outcome.ts';

const messagesOf = (value: unknown) => {
  const result = visitOutcomeSchema.safeParse(value);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('visit outcome', () => {
  it('takes a visit with a sale, or without one and a reason from the list', () => {
    expect(messagesOf({ outcome: 'sale', note: null })).toEqual([]);
    expect(messagesOf({ outcome: 'no_sale', reason: 'Cliente fechado', note: null })).toEqual([]);
  });

  it('asks for the reason of a visit without a sale, in pt-BR', () => {
    expect(messagesOf({ outcome: 'no_sale', reason: 'Chovendo', note: null })).toEqual([
      'reason: Escolha o motivo da visita sem venda',
    ]);
  });

  it('asks what happened when the reason is "Outro"', () => {
    expect(messagesOf({ outcome: 'no_sale', reason: 'Outro', note: '  ' })).toEqual([
      'note: Conte o que aconteceu na visita',
    ]);
    expect(messagesOf({ outcome: 'no_sale', reason: 'Outro', note: 'Em reforma' })).toEqual([]);
  });
});
