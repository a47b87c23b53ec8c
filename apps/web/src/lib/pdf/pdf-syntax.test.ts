import { describe, expect, it } from 'vitest';
import { asciiBytes, pdfLiteralString, pdfNumber, pdfTextString } from './pdf-syntax.ts';
import { byteString } from './testing/read-pdf.ts';

describe('pdf syntax', () => {
  it('writes numbers with at most 4 decimals and never an exponent', () => {
    expect(pdfNumber(595.28)).toBe('595.28');
    expect(pdfNumber(0.1 + 0.2)).toBe('0.3');
    expect(pdfNumber(1e-7)).toBe('0');
    expect(pdfNumber(-1e-7)).toBe('0');
    expect(pdfNumber(-12.345678)).toBe('-12.3457');
    expect(() => pdfNumber(Number.NaN)).toThrow();
  });

  it('escapes backslash and parentheses inside a literal string and keeps other bytes raw', () => {
    const bytes = pdfLiteralString(new Uint8Array([...asciiBytes('a(b)c\\d'), 0xe7, 0x97]));
    expect(byteString(bytes)).toBe('(a\\(b\\)c\\\\d\u00e7\u0097)');
  });

  it('writes metadata text as UTF-16BE hex with a byte order mark', () => {
    expect(pdfTextString('Pão')).toBe('<FEFF005000E3006F>');
    expect(pdfTextString('😀')).toBe('<FEFFD83DDE00>');
  });

  it('refuses non-ASCII syntax, which would shift every offset after it', () => {
    expect(() => asciiBytes('/Title (Pão)')).toThrow();
  });
});
