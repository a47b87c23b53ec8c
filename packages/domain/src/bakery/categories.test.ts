import { describe, expect, it } from 'vitest';
import { BAKERY_CATEGORY_COUNT } from '../constants.ts';
import { BAKERY_CATEGORIES, bakeryCategory } from './categories.ts';
import { contrastRatio, MIN_TEXT_CONTRAST, readableTextColor } from './contrast.ts';

/** CIELAB (D65) of a '#rrggbb' colour, to measure how far apart two tiles look. */
function lab(hex: string): [number, number, number] {
  const linear = (offset: number) => {
    const c = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const [r, g, b] = [linear(1), linear(3), linear(5)];
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116);
  const x = f((0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047);
  const y = f(0.2126 * r + 0.7152 * g + 0.0722 * b);
  const z = f((0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883);
  return [116 * y - 16, 500 * (x - y), 200 * (y - z)];
}

function deltaE(hexA: string, hexB: string): number {
  const [l1, a1, b1] = lab(hexA);
  const [l2, a2, b2] = lab(hexB);
  return Math.hypot(l1 - l2, a1 - a2, b1 - b2);
}

describe('BAKERY_CATEGORIES', () => {
  it('numbers 50 categories 01 to 50, in order', () => {
    expect(BAKERY_CATEGORIES).toHaveLength(BAKERY_CATEGORY_COUNT);
    expect(BAKERY_CATEGORIES.map((category) => category.code)).toEqual(
      Array.from({ length: 50 }, (_, index) => String(index + 1).padStart(2, '0')),
    );
  });

  it('starts with the categories the spec names', () => {
    expect(BAKERY_CATEGORIES.slice(0, 4).map((category) => category.name)).toEqual([
      'Pão Francês',
      'Café',
      'Refrigerantes',
      'Salgados',
    ]);
  });

  it('gives each category its own name and its own #rrggbb colour', () => {
    expect(new Set(BAKERY_CATEGORIES.map((category) => category.name)).size).toBe(50);
    expect(new Set(BAKERY_CATEGORIES.map((category) => category.color.toLowerCase())).size).toBe(50);
    for (const category of BAKERY_CATEGORIES) {
      expect(category.color).toMatch(/^#[0-9a-f]{6}$/);
      expect(category.name.trim()).toBe(category.name);
    }
  });

  it('keeps every two colours visibly apart (ΔE76 of at least 15)', () => {
    const colors = BAKERY_CATEGORIES.map((category) => category.color);
    let closest = Number.POSITIVE_INFINITY;
    colors.forEach((color, index) => {
      for (const other of colors.slice(index + 1)) {
        closest = Math.min(closest, deltaE(color, other));
      }
    });
    expect(closest).toBeGreaterThanOrEqual(15);
  });

  it('computes a text colour that reaches AA contrast on every tile', () => {
    for (const category of BAKERY_CATEGORIES) {
      expect(category.textColor).toBe(readableTextColor(category.color));
      expect(contrastRatio(category.color, category.textColor)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    }
  });
});

describe('bakeryCategory', () => {
  it('finds a category by its code written as "07", "7" or 7', () => {
    const pãoDeQueijo = BAKERY_CATEGORIES[6];
    expect(pãoDeQueijo?.name).toBe('Pão de Queijo');
    expect(bakeryCategory('07')).toBe(pãoDeQueijo);
    expect(bakeryCategory('7')).toBe(pãoDeQueijo);
    expect(bakeryCategory(7)).toBe(pãoDeQueijo);
    expect(bakeryCategory(' 7 ')).toBe(pãoDeQueijo);
    expect(bakeryCategory(50)?.name).toBe('Diversos');
  });

  it('gives undefined for a code no category has', () => {
    for (const code of [0, 51, -1, 7.5, '00', '007', '51', 'abc', '']) {
      expect(bakeryCategory(code)).toBeUndefined();
    }
  });
});
