import { describe, expect, it } from 'vitest';
import { isMeasuredUnit, quantityDecimalsFor, unitLabel, unitQuantityDecimals } from './quantity-unit.ts';

describe('quantity units', () => {
  it('measures weights, volumes, lengths, areas and volumes of space, in any case and spelling', () => {
    for (const unit of ['KG', 'kg', 'G', 'L', 'LT', 'ML', 'M', 'M2', 'm²', 'M3', 'TON', ' Kg ']) {
      expect(isMeasuredUnit(unit), unit).toBe(true);
      expect(unitQuantityDecimals(unit), unit).toBe(3);
    }
  });

  it('counts units, boxes, packs and dozens, and any unit it does not know', () => {
    for (const unit of ['UN', 'CX', 'PCT', 'DZ', 'FD', 'SC', 'XYZ']) {
      expect(isMeasuredUnit(unit), unit).toBe(false);
      expect(unitQuantityDecimals(unit), unit).toBe(0);
    }
  });

  it('lets the ERP decide per product', () => {
    expect(quantityDecimalsFor({ unit: 'UN', quantity_decimals: 2 })).toBe(2);
    expect(quantityDecimalsFor({ unit: 'KG', quantity_decimals: 0 })).toBe(0);
    expect(quantityDecimalsFor({ unit: 'KG', quantity_decimals: null })).toBe(3);
    expect(quantityDecimalsFor({ unit: 'PCT' })).toBe(0);
  });

  it('labels measured units by their symbol and keeps counted ones as stored', () => {
    expect(unitLabel('KG')).toBe('kg');
    expect(unitLabel('M3')).toBe('m³');
    expect(unitLabel('PCT')).toBe('PCT');
  });
});
