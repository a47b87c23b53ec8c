import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { theme } from '../theme.ts';
import { accessibleColors } from './accessible-colors.ts';
import { contrastRatio } from './contrast.ts';

const merged = mergeMantineTheme(DEFAULT_THEME, theme);
const { light } = accessibleColors(merged);
const names = Object.keys(merged.colors);

describe('the colours every variant uses pass WCAG AA (4.5:1)', () => {
  it.each(names)(
    '%s: light and subtle text on its tints and on white, white on filled, outline on white and on any tint',
    (name) => {
      const shades = merged.colors[name] ?? [];
      const text = light[`--mantine-color-${name}-light-color`] ?? '';
      for (const background of [shades[1] ?? '', shades[2] ?? '', '#ffffff'])
        expect(contrastRatio(text, background)).toBeGreaterThanOrEqual(4.5);
      for (const filled of [
        light[`--mantine-color-${name}-filled`],
        light[`--mantine-color-${name}-filled-hover`],
      ])
        expect(contrastRatio('#ffffff', filled ?? '')).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(light[`--mantine-color-${name}-outline`] ?? '', '#ffffff')).toBeGreaterThanOrEqual(
        4.5,
      );
    },
  );

  it('writes a field’s error (its message and what was typed in it) in a red that reads on white', () => {
    expect(contrastRatio(light['--mantine-color-error'] ?? '', '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps the brand as it is: its primary shade already reads at 6.3:1 under white', () => {
    expect(light['--mantine-color-rota-filled']).toBe(merged.colors.rota?.[7]);
  });
});
