/**
 * Generates `src/lib/pdf/helvetica-widths.ts`: the advance widths of Helvetica and Helvetica-Bold
 * for every WinAnsi code from 32 to 255, which the order PDF needs to right-align and wrap text
 * in the standard fonts without shipping their metrics parser to the phone.
 *
 * Write it with `npm run generate:helvetica-widths -w @rota/web`; `--check` only compares with
 * the committed file (the test beside this script does the same on every run).
 *
 * Source: the npm package `@pdf-lib/standard-fonts` (MIT), Adobe's AFM files of the standard 14
 * fonts, and its WinAnsi table (code -> glyph name). Kerning pairs are left out on purpose: the
 * writer draws with `Tj`, which does not kern, so a width with kerning would misplace
 * right-aligned text by the kerning's amount.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Encodings, Font } from '@pdf-lib/standard-fonts';

const FONTS = ['Helvetica', 'Helvetica-Bold'] as const;
const FIRST_CODE = 32;
const LAST_CODE = 255;
const PER_LINE = 16;

export const helveticaWidthsPath = fileURLToPath(
  new URL('../src/lib/pdf/helvetica-widths.ts', import.meta.url),
);

/** WinAnsi code -> glyph name, read back from the package's Unicode -> (code, name) table. */
function glyphNamesByCode(): Map<number, string> {
  const names = new Map<number, string>();
  for (const codePoint of Encodings.WinAnsi.supportedCodePoints) {
    const { code, name } = Encodings.WinAnsi.encodeUnicodeCodePoint(codePoint);
    // U+00A0 and U+0020 both land on "space"; the first one seen is as good as the other.
    if (!names.has(code)) names.set(code, name);
  }
  return names;
}

/** Widths in 1/1000 em for codes FIRST_CODE..LAST_CODE; 0 where WinAnsi defines no glyph. */
export function widthsOf(fontName: (typeof FONTS)[number]): number[] {
  const font = Font.load(fontName);
  const names = glyphNamesByCode();
  const widths: number[] = [];
  for (let code = FIRST_CODE; code <= LAST_CODE; code++) {
    const name = names.get(code);
    if (name === undefined) {
      widths.push(0);
      continue;
    }
    const width = font.getWidthOfGlyph(name);
    if (typeof width !== 'number') throw new Error(`${fontName} has no width for ${name} (code ${code})`);
    widths.push(width);
  }
  return widths;
}

function rows(widths: readonly number[]): string[] {
  const lines: string[] = [];
  for (let start = 0; start < widths.length; start += PER_LINE) {
    const code = (FIRST_CODE + start).toString(16).toUpperCase();
    lines.push(`    ${widths.slice(start, start + PER_LINE).join(', ')}, // 0x${code}`);
  }
  return lines;
}

/** The generated module's source text. */
export function renderHelveticaWidths(): string {
  const require = createRequire(import.meta.url);
  const { version } = require('@pdf-lib/standard-fonts/package.json') as { version: string };
  return [
    '// GENERATED FILE, DO NOT EDIT BY HAND.',
    '// Written by `npm run generate:helvetica-widths -w @rota/web` (apps/web/scripts/generate-helvetica-widths.ts).',
    `// Source: @pdf-lib/standard-fonts ${version} (MIT), Adobe's AFM metrics; no kerning (the PDF draws with Tj).`,
    '',
    '/**',
    ` * Advance widths in 1/1000 em of WinAnsi codes ${FIRST_CODE} to ${LAST_CODE} (index = code - ${FIRST_CODE}), ${PER_LINE} codes a`,
    ' * line; 0 for the codes WinAnsi leaves without a glyph (0x7F, 0x81, 0x8D, 0x8F, 0x90, 0x9D).',
    ' */',
    '// biome-ignore format: one row per 16 codes, as the generator writes it',
    'export const helveticaWidths = {',
    ...FONTS.flatMap((font) => [`  '${font}': [`, ...rows(widthsOf(font)), '  ],']),
    '} as const;',
    '',
    '/** The standard fonts the PDF writer measures and names. */',
    'export type HelveticaFont = keyof typeof helveticaWidths;',
    '',
  ].join('\n');
}

function main(): void {
  const source = renderHelveticaWidths();
  if (process.argv.includes('--check')) {
    if (readFileSync(helveticaWidthsPath, 'utf8') !== source) {
      console.error(
        `${helveticaWidthsPath} está desatualizado: rode npm run generate:helvetica-widths -w @rota/web`,
      );
      process.exitCode = 1;
      return;
    }
    console.info(`${helveticaWidthsPath} está em dia.`);
    return;
  }
  writeFileSync(helveticaWidthsPath, source);
  console.info(`${helveticaWidthsPath}: ${Buffer.byteLength(source)} bytes`);
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) main();
