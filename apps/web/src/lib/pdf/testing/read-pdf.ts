import { Encodings } from '@pdf-lib/standard-fonts';

/**
 * Reads back what the PDF writer wrote, for tests: walks the cross-reference table the way a
 * reader does and fails loudly on anything a reader would choke on. It decodes text with the
 * WinAnsi table of @pdf-lib/standard-fonts, not with ours, so a wrong table shows up. (Node 20's
 * TextDecoder('windows-1252') decodes as Latin-1, so it cannot serve.)
 */

export interface TextRun {
  text: string;
  /** The font's resource name, e.g. F1. */
  font: string;
  size: number;
  x: number;
  y: number;
}

export interface ReadPdf {
  /** Object number -> the text between `N 0 obj` and `endobj` (bytes as Latin-1 characters). */
  objects: Map<number, string>;
  trailer: string;
  /** Each page's text runs (`BT … Tj ET`), in drawing order, decoded from WinAnsi. */
  pages: TextRun[][];
  /** Each page's content stream, bytes as Latin-1 characters. */
  contents: string[];
}

/** One character per byte, so string positions are byte offsets. */
export function byteString(bytes: Uint8Array): string {
  let out = '';
  for (const byte of bytes) out += String.fromCharCode(byte);
  return out;
}

function fail(message: string): never {
  throw new Error(`PDF inválido: ${message}`);
}

function unescapeLiteral(body: string): number[] {
  const bytes: number[] = [];
  for (let index = 0; index < body.length; index++) {
    let char = body[index] ?? '';
    if (char === '\\') {
      index++;
      char = body[index] ?? '';
      if (!'\\()'.includes(char)) fail(`escape inesperado \\${char}`);
    }
    bytes.push(char.charCodeAt(0));
  }
  return bytes;
}

const charByCode = new Map<number, string>();
for (const codePoint of Encodings.WinAnsi.supportedCodePoints) {
  const { code } = Encodings.WinAnsi.encodeUnicodeCodePoint(codePoint);
  // 0x20 and 0xA0 both mean a space; keep the plain one.
  if (!charByCode.has(code)) charByCode.set(code, String.fromCodePoint(codePoint));
}

const TEXT_RUN =
  /BT \/(F\d+) ([\d.]+) Tf [\d.]+ [\d.]+ [\d.]+ rg (-?[\d.]+) (-?[\d.]+) Td \(((?:\\.|[^\\)])*)\) Tj ET/g;

function textRuns(content: string): TextRun[] {
  return [...content.matchAll(TEXT_RUN)].map(([, font = '', size, x, y, literal = '']) => ({
    text: unescapeLiteral(literal)
      .map((byte) => charByCode.get(byte) ?? fail(`byte ${byte} fora do WinAnsi`))
      .join(''),
    font,
    size: Number(size),
    x: Number(x),
    y: Number(y),
  }));
}

export function readPdf(bytes: Uint8Array): ReadPdf {
  const text = byteString(bytes);
  if (!text.startsWith('%PDF-1.4\n')) fail('cabeçalho');
  const tail = /startxref\n(\d+)\n%%EOF\n$/.exec(text) ?? fail('sem startxref/%%EOF no fim');
  const xrefAt = Number(tail[1]);
  const xref =
    /^xref\n0 (\d+)\n/.exec(text.slice(xrefAt)) ?? fail(`startxref ${xrefAt} não aponta para xref`);
  const count = Number(xref[1]);
  const entriesAt = xrefAt + xref[0].length;
  const objects = new Map<number, string>();
  for (let id = 0; id < count; id++) {
    const entry = text.slice(entriesAt + 20 * id, entriesAt + 20 * (id + 1));
    const match = /^(\d{10}) (\d{5}) ([nf]) \n$/.exec(entry) ?? fail(`entrada ${id} do xref: ${entry}`);
    if (match[3] === 'f') continue;
    const offset = Number(match[1]);
    const head = `${id} 0 obj\n`;
    if (text.slice(offset, offset + head.length) !== head) fail(`o xref de ${id} aponta para ${offset}`);
    const end = text.indexOf('\nendobj\n', offset);
    if (end < 0) fail(`objeto ${id} sem endobj`);
    objects.set(id, text.slice(offset + head.length, end));
  }
  const trailer = text.slice(entriesAt + 20 * count, text.lastIndexOf('startxref'));
  if (!trailer.includes(`/Size ${count}`)) fail(`trailer sem /Size ${count}`);
  const root = /\/Root (\d+) 0 R/.exec(trailer) ?? fail('trailer sem /Root');
  const catalog = objects.get(Number(root[1])) ?? fail('sem catálogo');
  const pagesId = /\/Pages (\d+) 0 R/.exec(catalog) ?? fail('catálogo sem /Pages');
  const tree = objects.get(Number(pagesId[1])) ?? fail('sem árvore de páginas');
  const kids = [...(/\/Kids \[([^\]]*)\]/.exec(tree)?.[1] ?? '').matchAll(/(\d+) 0 R/g)].map((kid) =>
    Number(kid[1]),
  );
  if (!tree.includes(`/Count ${kids.length}`)) fail('/Count difere de /Kids');
  const contents = kids.map((kid) => {
    const page = objects.get(kid) ?? fail(`página ${kid} ausente`);
    const contentId = /\/Contents (\d+) 0 R/.exec(page) ?? fail(`página ${kid} sem /Contents`);
    const stream = objects.get(Number(contentId[1])) ?? fail('conteúdo ausente');
    const header = /^<< \/Length (\d+) >>\nstream\n/.exec(stream) ?? fail('stream sem /Length');
    const length = Number(header[1]);
    const data = stream.slice(header[0].length, header[0].length + length);
    if (stream.slice(header[0].length + length) !== '\nendstream') fail('/Length não bate com o stream');
    return data;
  });
  return { objects, trailer, pages: contents.map(textRuns), contents };
}
