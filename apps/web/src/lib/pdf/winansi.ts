/**
 * The 27 characters WinAnsi (Windows-1252) puts at 0x80–0x9F, where Latin-1 has control codes;
 * the rest of the table is Latin-1 itself (0x20–0x7E and 0xA0–0xFF). 0x81, 0x8D, 0x8F, 0x90 and
 * 0x9D have no character.
 */
const SPECIALS: ReadonlyMap<string, number> = new Map([
  ['€', 0x80],
  ['‚', 0x82],
  ['ƒ', 0x83],
  ['„', 0x84],
  ['…', 0x85],
  ['†', 0x86],
  ['‡', 0x87],
  ['ˆ', 0x88],
  ['‰', 0x89],
  ['Š', 0x8a],
  ['‹', 0x8b],
  ['Œ', 0x8c],
  ['Ž', 0x8e],
  ['‘', 0x91],
  ['’', 0x92],
  ['“', 0x93],
  ['”', 0x94],
  ['•', 0x95],
  ['–', 0x96],
  ['—', 0x97],
  ['˜', 0x98],
  ['™', 0x99],
  ['š', 0x9a],
  ['›', 0x9b],
  ['œ', 0x9c],
  ['ž', 0x9e],
  ['Ÿ', 0x9f],
]);

const QUESTION_MARK = 0x3f;
const SPACE = 0x20;

/**
 * The WinAnsi code of one character (a code point, so an emoji is one character); any space-like
 * character is a plain space (Intl writes U+00A0 and U+202F inside money and dates), and a
 * character WinAnsi lacks is '?', so a text never fails to print.
 */
export function winAnsiCode(char: string): number {
  if (/^\s$/u.test(char)) return SPACE;
  const code = char.codePointAt(0) ?? QUESTION_MARK;
  if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa1 && code <= 0xff)) return code;
  return SPECIALS.get(char) ?? QUESTION_MARK;
}

/** A text as WinAnsi bytes, one per character: what the standard 14 fonts draw. */
export function encodeWinAnsi(text: string): Uint8Array {
  const chars = Array.from(text);
  const bytes = new Uint8Array(chars.length);
  chars.forEach((char, index) => {
    bytes[index] = winAnsiCode(char);
  });
  return bytes;
}

/**
 * The text as the PDF will show it, still a JS string: spaces plain and characters outside WinAnsi
 * as '?'. Code that measures, wraps or cuts text works on this, so a cut never splits an emoji's
 * surrogate pair and a character is measured as the one it will be drawn as.
 */
export function winAnsiText(text: string): string {
  let out = '';
  for (const char of text) {
    const code = winAnsiCode(char);
    out += code === QUESTION_MARK || code === SPACE ? String.fromCharCode(code) : char;
  }
  return out;
}
