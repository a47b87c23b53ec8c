import { describe, expect, it } from 'vitest';
import { messages } from '../shared/messages.ts';
import { citySchema } from './city.schema.ts';

const saoPaulo = {
  state_id: 26,
  title: 'São Paulo',
  iso: '3550308',
  lat: '-23.54750000',
  long: '-46.63611000',
};

function firstMessage(value: unknown): string | undefined {
  const result = citySchema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('citySchema', () => {
  it('accepts a well-formed city', () => {
    expect(citySchema.parse(saoPaulo)).toEqual(saoPaulo);
  });

  it('rejects a state id outside 1..27 or not an integer', () => {
    expect(firstMessage({ ...saoPaulo, state_id: 0 })).toBe(messages.invalid);
    expect(firstMessage({ ...saoPaulo, state_id: 28 })).toBe(messages.invalid);
    expect(firstMessage({ ...saoPaulo, state_id: 2.5 })).toBe(messages.notInteger);
    expect(firstMessage({ ...saoPaulo, state_id: undefined })).toBe(messages.required);
  });

  it('requires a title', () => {
    expect(firstMessage({ ...saoPaulo, title: '  ' })).toBe(messages.required);
    expect(firstMessage({ ...saoPaulo, title: undefined })).toBe(messages.required);
    expect(firstMessage({ ...saoPaulo, title: 12 })).toBe(messages.invalid);
  });

  it('requires a 7-digit IBGE code', () => {
    expect(firstMessage({ ...saoPaulo, iso: '355030' })).toBe(messages.invalid);
    expect(firstMessage({ ...saoPaulo, iso: '355030a' })).toBe(messages.invalid);
  });

  it('requires coordinates with exactly 8 decimals and within range', () => {
    expect(firstMessage({ ...saoPaulo, lat: '-23.5475' })).toBe(messages.invalid);
    expect(firstMessage({ ...saoPaulo, long: '-46.636110001' })).toBe(messages.invalid);
    expect(firstMessage({ ...saoPaulo, lat: '-91.00000000' })).toBe(messages.invalid);
    expect(firstMessage({ ...saoPaulo, long: '181.00000000' })).toBe(messages.invalid);
    expect(firstMessage({ ...saoPaulo, lat: null })).toBe(messages.required);
    expect(firstMessage({ ...saoPaulo, long: -46.63611 })).toBe(messages.invalid);
    expect(citySchema.safeParse({ ...saoPaulo, lat: '5.10000000', long: '-180.00000000' }).success).toBe(
      true,
    );
  });
});
