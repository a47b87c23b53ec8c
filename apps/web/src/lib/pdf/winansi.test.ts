import { Encodings } from '@pdf-lib/standard-fonts';
import { describe, expect, it } from 'vitest';
import { encodeWinAnsi, winAnsiCode, winAnsiText } from './winansi.ts';

describe('encodeWinAnsi', () => {
  it('writes Portuguese letters as their Latin-1 bytes', () => {
    expect([...encodeWinAnsi('çãÇÃéêôúà')]).toEqual([0xe7, 0xe3, 0xc7, 0xc3, 0xe9, 0xea, 0xf4, 0xfa, 0xe0]);
  });

  it('writes the 0x80–0x9F signs where Windows-1252 puts them, not as Latin-1 controls', () => {
    expect([...encodeWinAnsi('€—–…“”‘’')]).toEqual([0x80, 0x97, 0x96, 0x85, 0x93, 0x94, 0x91, 0x92]);
  });

  it('turns an emoji (one character, two UTF-16 units) into one "?" and any space-like one into a space', () => {
    expect([...encodeWinAnsi('a😀b')]).toEqual([0x61, 0x3f, 0x62]);
    expect(winAnsiText('R$\u00a01,00\u202fx\tz 😀 中')).toBe('R$ 1,00 x z ? ?');
    expect(winAnsiText('\u0001\u007f\u0081')).toBe('???');
  });

  it('agrees with the WinAnsi table of @pdf-lib/standard-fonts on every character it encodes', () => {
    for (const codePoint of Encodings.WinAnsi.supportedCodePoints) {
      const char = String.fromCodePoint(codePoint);
      if (/\s/u.test(char)) continue; // drawn as a plain space on purpose
      expect([char, winAnsiCode(char)]).toEqual([
        char,
        Encodings.WinAnsi.encodeUnicodeCodePoint(codePoint).code,
      ]);
    }
  });
});
