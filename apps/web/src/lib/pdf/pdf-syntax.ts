/**
 * Bits of PDF syntax (ISO 32000-1 §7.3) shared by the page and the document writers. Everything
 * outside a string's bytes is ASCII, so the document can count offsets in characters of it.
 */

/**
 * A number as PDF writes it: at most 4 decimals and never an exponent (JS writes 1e-7, which a
 * PDF reader does not read as a number).
 */
export function pdfNumber(value: number): string {
  if (!Number.isFinite(value)) throw new Error(`Número inválido no PDF: ${value}`);
  const fixed = Number(value.toFixed(4));
  return Object.is(fixed, -0) ? '0' : String(fixed);
}

const BACKSLASH = 0x5c;
const OPEN = 0x28;
const CLOSE = 0x29;

/**
 * A literal string `( … )` around raw bytes, with `\`, `(` and `)` escaped: an unbalanced
 * parenthesis would end the string early and a backslash would start an escape.
 */
export function pdfLiteralString(bytes: Uint8Array): Uint8Array {
  const escapes = bytes.filter((byte) => byte === BACKSLASH || byte === OPEN || byte === CLOSE).length;
  const out = new Uint8Array(bytes.length + escapes + 2);
  let at = 0;
  out[at++] = OPEN;
  for (const byte of bytes) {
    if (byte === BACKSLASH || byte === OPEN || byte === CLOSE) out[at++] = BACKSLASH;
    out[at++] = byte;
  }
  out[at] = CLOSE;
  return out;
}

/**
 * A text string for the document's metadata (title, author): UTF-16BE with its byte order mark,
 * in hex, so any character survives and the file stays ASCII outside the content streams.
 */
export function pdfTextString(text: string): string {
  let hex = 'FEFF';
  for (let index = 0; index < text.length; index++) {
    hex += text.charCodeAt(index).toString(16).toUpperCase().padStart(4, '0');
  }
  return `<${hex}>`;
}

/** ASCII text as bytes; anything else is a bug in the writer, which would break the offsets. */
export function asciiBytes(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length);
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code > 0x7f) throw new Error(`Caractere não ASCII na sintaxe do PDF: ${text[index]}`);
    bytes[index] = code;
  }
  return bytes;
}

/** Chunks of bytes joined into one array (a fresh ArrayBuffer: a `Blob` takes it as it is). */
export function concatBytes(chunks: readonly Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}
