import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { PdfDocument } from './pdf-document.ts';
import { byteString, readPdf } from './testing/read-pdf.ts';

const INK = { r: 0.13, g: 0.15, b: 0.19 };

/** Two pages, the first with bytes above 127 so every later offset depends on counting bytes. */
function sample(): Uint8Array {
  const pdf = new PdfDocument({
    title: 'Pedido 😀 Pão',
    author: 'Pão Dourado',
    creator: 'Rota',
    language: 'pt-BR',
  });
  const first = pdf.addPage(595.28, 841.89);
  first.drawText('Açúcar — € 10,00 (caixa) \\ 1', {
    x: 40,
    y: 801.89,
    size: 9,
    font: 'Helvetica',
    color: INK,
  });
  first.drawLine({ start: { x: 40, y: 790 }, end: { x: 555.28, y: 790 }, thickness: 0.5, color: INK });
  const second = pdf.addPage(595.28, 841.89);
  second.drawText('Página 2', { x: 40, y: 801.89, size: 11, font: 'Helvetica-Bold', color: INK });
  return pdf.save();
}

describe('PdfDocument', () => {
  it('writes a PDF 1.4 whose xref offsets each point at "N 0 obj", with a trailer and %%EOF', () => {
    const bytes = sample();
    const text = byteString(bytes);
    expect(text.startsWith('%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n')).toBe(true);
    expect(text.endsWith('%%EOF\n')).toBe(true);
    const pdf = readPdf(bytes); // throws on a wrong offset, /Length, /Size or /Count
    expect(pdf.objects.size).toBe(9); // catalog, pages, info, 2 fonts, 2 × (page + content)
    expect(pdf.trailer).toContain('/Root 1 0 R');
    expect(pdf.objects.get(1)).toContain('/Type /Catalog');
  });

  it('declares Helvetica and Helvetica-Bold as standard Type1 fonts in WinAnsi, not embedded', () => {
    const fonts = [...readPdf(sample()).objects.values()].filter((object) => object.includes('/Type /Font'));
    expect(fonts).toEqual([
      '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
      '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    ]);
  });

  it('draws text and lines with plain operators, strings escaped and in WinAnsi bytes', () => {
    const pdf = readPdf(sample());
    expect(pdf.contents[0]).toBe(
      'BT /F1 9 Tf 0.13 0.15 0.19 rg 40 801.89 Td (A\u00e7\u00facar \u0097 \u0080 10,00 \\(caixa\\) \\\\ 1) Tj ET\n' +
        '0.13 0.15 0.19 RG 0.5 w 40 790 m 555.28 790 l S\n',
    );
    expect(pdf.pages.map((runs) => runs.map((run) => run.text))).toEqual([
      ['Açúcar — € 10,00 (caixa) \\ 1'],
      ['Página 2'],
    ]);
    expect(pdf.contents[1]).toContain('BT /F2 11 Tf');
  });

  it('is read back by another PDF library: pages, their size and the metadata', async () => {
    const loaded = await PDFDocument.load(sample());
    expect(loaded.getPageCount()).toBe(2);
    expect(loaded.getPage(1).getSize()).toEqual({ width: 595.28, height: 841.89 });
    expect(loaded.getTitle()).toBe('Pedido 😀 Pão');
    expect(loaded.getAuthor()).toBe('Pão Dourado');
  });
});
