import type { CSSVariablesResolver, MantineTheme } from '@mantine/core';
import { backgroundFor, darkenHex, readableOn } from './contrast.ts';

/** WCAG AA asks 4.5:1 for body text; a little above it, so no rounding puts a colour under. */
const AA = 4.6;
const WHITE = '#ffffff';

function primaryShade(theme: MantineTheme): number {
  return typeof theme.primaryShade === 'number' ? theme.primaryShade : theme.primaryShade.light;
}

/**
 * Every palette's colours as the variants use them, made to pass WCAG AA once for the whole app
 * (axe flagged "Aguardando Finalizar" at 2.68:1, teal badges at 4.32:1, white on green at 4.3:1):
 * - `light` (badges, light buttons, alerts) and `subtle` text: the 9th shade, darkened until it
 *   reads on its tint (shades 1 and 2, hovered) and on white;
 * - `filled`: the primary shade, darkened until white reads on it (and its hover, darker still);
 * - `outline`: the primary shade, darkened until it reads on white and on every palette's tints
 *   (a red "Desfazer" on a green, done card).
 * Mantine's dimmed text (gray 6, 3.3:1 on white) becomes gray 7 (8:1), and its error colour (red
 * 6, 3.3:1: a field's message and the text typed in a field in error) the red that reads on white.
 * Light colour scheme only: the app has no dark one.
 */
export const accessibleColors: CSSVariablesResolver = (theme) => {
  let resolved = resolvedByTheme.get(theme);
  if (!resolved) {
    resolved = resolveAccessibleColors(theme);
    resolvedByTheme.set(theme, resolved);
  }
  return resolved;
};

/** Mantine asks on every render of its provider; the theme does not change, so the answer neither. */
const resolvedByTheme = new WeakMap<MantineTheme, ReturnType<CSSVariablesResolver>>();

function resolveAccessibleColors(theme: MantineTheme): ReturnType<CSSVariablesResolver> {
  const light: Record<string, string> = { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' };
  const red = theme.colors.red?.[6];
  if (red) light['--mantine-color-error'] = readableOn(red, [WHITE], AA);
  const primary = primaryShade(theme);
  // An outline button sits on white or on a card tinted with any palette's first shades.
  const tints = Object.values(theme.colors)
    .flatMap((shades) => [shades[0], shades[1]])
    .filter((tint) => tint !== undefined);
  for (const [name, shades] of Object.entries(theme.colors)) {
    const [tint, tintHover, strong, filledShade] = [shades[1], shades[2], shades[9], shades[primary]];
    if (!tint || !tintHover || !strong || !filledShade) continue;
    light[`--mantine-color-${name}-light-color`] = readableOn(strong, [tint, tintHover, WHITE], AA);
    const filled = backgroundFor(WHITE, filledShade, AA);
    light[`--mantine-color-${name}-filled`] = filled;
    light[`--mantine-color-${name}-filled-hover`] = darkenHex(filled, 0.1);
    light[`--mantine-color-${name}-outline`] = readableOn(filledShade, [WHITE, ...tints], AA);
  }
  return { variables: {}, light, dark: {} };
}
