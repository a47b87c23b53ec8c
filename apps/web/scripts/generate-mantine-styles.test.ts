// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  componentClosure,
  importedNames,
  mantineStylesPath,
  renderMantineStyles,
  styleSheets,
} from './generate-mantine-styles.ts';

describe('generate-mantine-styles', () => {
  it('follows a component to the ones it is built on', () => {
    const closure = componentClosure(['Select']);
    for (const part of ['Select', 'Combobox', 'Input', 'Popover', 'ScrollArea'])
      expect(closure).toContain(part);
    expect(componentClosure(['Switch'])).toContain('InlineInput');
  });

  it('imports the global sheets first and every component the app draws, in styles.css order', () => {
    expect(importedNames()).toContain('Button');
    const sheets = styleSheets();
    expect(sheets.slice(0, 3)).toEqual(['baseline', 'default-css-variables', 'global']);
    for (const used of ['Button', 'UnstyledButton', 'Modal', 'ModalBase', 'Tabs', 'Notification'])
      expect(sheets).toContain(used);
    expect(sheets.indexOf('UnstyledButton')).toBeLessThan(sheets.indexOf('Button'));
    // Components the app never draws stay out.
    expect(sheets).not.toContain('Slider');
    expect(sheets).not.toContain('Typography');
  });

  it('matches the committed mantine-styles.ts (regenerate it instead of editing by hand)', () => {
    expect(readFileSync(mantineStylesPath, 'utf8')).toBe(renderMantineStyles());
  });
});
