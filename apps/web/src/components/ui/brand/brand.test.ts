import { contrastRatio } from '@rota/domain';
import { describe, expect, it } from 'vitest';
import indexHtml from '../../../../index.html?raw';
import favicon from '../../../../public/favicon.svg?raw';
import viteConfig from '../../../../vite.config.ts?raw';
import { BRAND, BRAND_PALETTE } from './brand.ts';

describe('the brand colour', () => {
  it('is the same in the favicon, index.html and the manifest as in the theme', () => {
    expect(favicon).toContain(`fill="${BRAND.color}"`);
    expect(indexHtml).toContain(`name="theme-color" content="${BRAND.color}"`);
    expect(viteConfig).toContain('theme_color: BRAND.color');
    expect(BRAND_PALETTE[7]).toBe(BRAND.color);
    expect(`#${BRAND.rgb.map((part) => part.toString(16).padStart(2, '0')).join('')}`).toBe(BRAND.color);
  });

  it('carries white text at WCAG AA contrast (4.5:1) on the shades buttons use', () => {
    expect(contrastRatio('#ffffff', BRAND.color)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('#ffffff', BRAND_PALETTE[8])).toBeGreaterThanOrEqual(4.5);
  });
});
