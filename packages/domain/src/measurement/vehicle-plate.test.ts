import { describe, expect, it } from 'vitest';
import '../shared/pt-br-error-map.ts';
import {
  formatPlate,
  invalidPlateMessage,
  normalizePlate,
  plateInputSchema,
  plateSchema,
} from './vehicle-plate.ts';

describe('vehicle plates', () => {
  it('normalises what a person types to the stored form', () => {
    expect(normalizePlate('abc-1234')).toBe('ABC1234');
    expect(normalizePlate(' abc 1d23 ')).toBe('ABC1D23');
    expect(plateInputSchema.parse('bra-2e19')).toBe('BRA2E19');
  });

  it('accepts the old pattern and Mercosul’s, nothing else', () => {
    expect(plateSchema.safeParse('ABC1234').success).toBe(true);
    expect(plateSchema.safeParse('ABC1D23').success).toBe(true);
    for (const wrong of ['ABC123', 'AB1C234', 'ABC12D3', 'ABC-1234', 'abc1234', '1BC1234']) {
      const result = plateSchema.safeParse(wrong);
      expect(result.success, wrong).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(invalidPlateMessage);
    }
  });

  it('says "Campo obrigatório" when no plate was typed', () => {
    expect(plateInputSchema.safeParse('  ').error?.issues[0]?.message).toBe('Campo obrigatório');
  });

  it('shows the old pattern with its hyphen and Mercosul’s as it is', () => {
    expect(formatPlate('ABC1234')).toBe('ABC-1234');
    expect(formatPlate('ABC1D23')).toBe('ABC1D23');
  });
});
