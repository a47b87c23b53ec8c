import type { HelveticaFont } from '#lib/pdf/helvetica-widths.ts';
import { PdfDocument } from '#lib/pdf/pdf-document.ts';
import type { PdfColor, PdfPage } from '#lib/pdf/pdf-page.ts';
import { textWidth } from '#lib/pdf/text-width.ts';
import { winAnsiText } from '#lib/pdf/winansi.ts';
import { darkRuns, QR_QUIET_ZONE, qrMatrix } from '#lib/qr/qr-matrix.ts';
import type { OrderDocument } from '../model/order-document.ts';

// A4 in points, with 40 pt margins.
const PAGE = { width: 595.28, height: 841.89, margin: 40 } as const;
const INK: PdfColor = { r: 0.13, g: 0.15, b: 0.19 };
const MUTED: PdfColor = { r: 0.42, g: 0.45, b: 0.5 };
const REGULAR: HelveticaFont = 'Helvetica';
const BOLD: HelveticaFont = 'Helvetica-Bold';
const QR_ROW_OVERLAP = 0.1;

/**
 * Splits a text into lines no wider than `width` at `size`, by words (a word too long is cut).
 * It works on the text as drawn (winAnsiText: '?' for what WinAnsi lacks), so a cut never halves
 * an emoji and each character is measured as the glyph it becomes.
 */
function wrap(text: string, font: HelveticaFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of winAnsiText(text).split(' ')) {
    const candidate = line ? `${line} ${word}` : word;
    if (textWidth(candidate, font, size) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    while (textWidth(line, font, size) > width && line.length > 1) {
      let cut = line.length - 1;
      while (cut > 1 && textWidth(line.slice(0, cut), font, size) > width) cut--;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  if (line) lines.push(line);
  return lines.length > 0 ? lines : [''];
}

interface Column {
  key: keyof OrderDocument['items'][number];
  title: string;
  width: number;
  align: 'left' | 'right';
}

const COLUMNS: Column[] = [
  { key: 'code', title: 'Código', width: 58, align: 'left' },
  { key: 'description', title: 'Descrição', width: 165, align: 'left' },
  // The unit beside the digits ('2,5 kg'), as every screen shows it: one column, not two.
  { key: 'quantity', title: 'Qtd.', width: 70, align: 'right' },
  { key: 'unitPrice', title: 'Preço unit.', width: 70, align: 'right' },
  { key: 'discount', title: 'Desconto', width: 62, align: 'right' },
  { key: 'total', title: 'Total', width: 90, align: 'right' },
];

/**
 * The order as a PDF, made on the device (DESIGN.md: "PDFs are generated on the device", so an
 * order can be shared offline): the company, the client, the items in a table that runs over as
 * many A4 pages as it needs, the totals and the promotions that gave part of the discounts, the
 * payments with their installments and the notes.
 * Drawn with our small writer (lib/pdf) in the standard Helvetica fonts, which are not embedded.
 * It stays async, as it was with pdf-lib, so the share hook and the bench call it unchanged.
 */
export async function buildOrderPdf(order: OrderDocument): Promise<Uint8Array<ArrayBuffer>> {
  const pdf = new PdfDocument({
    title: order.title,
    author: order.company.name,
    creator: 'Rota',
    language: 'pt-BR',
  });
  const contentWidth = PAGE.width - 2 * PAGE.margin;

  let page: PdfPage = pdf.addPage(PAGE.width, PAGE.height);
  let y = PAGE.height - PAGE.margin;
  const newPage = () => {
    page = pdf.addPage(PAGE.width, PAGE.height);
    y = PAGE.height - PAGE.margin;
  };
  const ensure = (height: number) => {
    if (y - height < PAGE.margin) newPage();
  };
  const text = (
    value: string,
    x: number,
    options: {
      size?: number;
      font?: HelveticaFont;
      color?: PdfColor;
      width?: number;
      align?: 'left' | 'right';
    } = {},
  ) => {
    const size = options.size ?? 9;
    const font = options.font ?? REGULAR;
    const safe = winAnsiText(value);
    const drawX =
      options.align === 'right' && options.width !== undefined
        ? x + options.width - textWidth(safe, font, size)
        : x;
    page.drawText(safe, { x: drawX, y, size, font, color: options.color ?? INK });
  };
  const paragraph = (value: string, size = 9, font = REGULAR, color = INK) => {
    for (const line of wrap(value, font, size, contentWidth)) {
      ensure(size + 4);
      text(line, PAGE.margin, { size, font, color });
      y -= size + 4;
    }
  };
  const rule = () => {
    page.drawLine({
      start: { x: PAGE.margin, y: y + 4 },
      end: { x: PAGE.width - PAGE.margin, y: y + 4 },
      thickness: 0.5,
      color: MUTED,
    });
  };
  const heading = (value: string) => {
    y -= 6;
    ensure(30);
    text(value, PAGE.margin, { size: 11, font: BOLD });
    y -= 16;
  };

  // Header: company and order.
  text(order.company.name, PAGE.margin, { size: 15, font: BOLD });
  text(order.title, PAGE.margin, { size: 15, font: BOLD, width: contentWidth, align: 'right' });
  y -= 16;
  text(`CNPJ ${order.company.cnpj}`, PAGE.margin, { color: MUTED });
  text(`Emitido em ${order.issuedAt}`, PAGE.margin, { color: MUTED, width: contentWidth, align: 'right' });
  y -= 12;
  text(`Vendedor: ${order.seller}`, PAGE.margin, { color: MUTED });
  text(`Status: ${order.status}`, PAGE.margin, { color: MUTED, width: contentWidth, align: 'right' });
  y -= 12;
  if (order.competence || order.erpNumber) {
    if (order.competence) text(`Competência: ${order.competence}`, PAGE.margin, { color: MUTED });
    if (order.erpNumber)
      text(`Nº no ERP: ${order.erpNumber}`, PAGE.margin, {
        color: MUTED,
        width: contentWidth,
        align: 'right',
      });
    y -= 12;
  }
  rule();
  y -= 8;

  heading('Cliente');
  paragraph(order.client.name, 10, BOLD);
  if (order.client.document) paragraph(order.client.document);
  if (order.client.address) paragraph(order.client.address);

  heading('Itens');
  const drawHeader = () => {
    let x = PAGE.margin;
    for (const column of COLUMNS) {
      text(column.title, x, { font: BOLD, size: 8, width: column.width, align: column.align, color: MUTED });
      x += column.width;
    }
    y -= 6;
    rule();
    y -= 8;
  };
  drawHeader();
  for (const item of order.items) {
    const descriptionLines = wrap(item.description, REGULAR, 9, (COLUMNS[1]?.width ?? 160) - 6);
    const height = descriptionLines.length * 11 + 3;
    if (y - height < PAGE.margin) {
      newPage();
      drawHeader();
    }
    let x = PAGE.margin;
    for (const column of COLUMNS) {
      if (column.key === 'description') {
        const top = y;
        for (const line of descriptionLines) {
          text(line, x);
          y -= 11;
        }
        y = top;
      } else {
        text(item[column.key], x, {
          width: column.width - (column.align === 'right' ? 0 : 4),
          align: column.align,
        });
      }
      x += column.width;
    }
    y -= height;
  }
  rule();
  y -= 10;

  const totalLine = (label: string, value: string, strong = false) => {
    ensure(16);
    const font = strong ? BOLD : REGULAR;
    const size = strong ? 12 : 9;
    text(label, PAGE.margin, { font, size, width: contentWidth - 100, align: 'right' });
    text(value, PAGE.margin + contentWidth - 100, { font, size, width: 100, align: 'right' });
    y -= size + 5;
  };
  totalLine('Subtotal', order.totals.gross);
  totalLine('Descontos', order.totals.discount);
  totalLine('Total do pedido', order.totals.net, true);

  if (order.promotions.length > 0) {
    heading('Promoções aplicadas');
    for (const promotion of order.promotions) {
      const lines = wrap(promotion.name, REGULAR, 9, contentWidth - 110);
      // A long name's lines stay together, on the page that has room for all of them.
      ensure(lines.length * 12 + 2);
      text(`-${promotion.discount}`, PAGE.margin + contentWidth - 100, { width: 100, align: 'right' });
      for (const line of lines) {
        text(line, PAGE.margin);
        y -= 12;
      }
    }
  }

  heading('Pagamento');
  if (order.payments.length === 0) paragraph('Nenhum pagamento informado.', 9, REGULAR, MUTED);
  for (const payment of order.payments) {
    ensure(28);
    text(`${payment.form} — ${payment.condition}`, PAGE.margin, { font: BOLD });
    text(payment.amount, PAGE.margin, { font: BOLD, width: contentWidth, align: 'right' });
    y -= 12;
    if (payment.plan) paragraph(payment.plan, 9, REGULAR, MUTED);
    y -= 2;
  }

  if (order.pix) {
    // The QR at 2.5 pt a module or more (a version 10 code is 57 modules, 142 pt with its border,
    // 5 cm: well above the 2 cm a phone camera needs), the code as text beside it.
    const matrix = qrMatrix(order.pix);
    const side = matrix.length + 2 * QR_QUIET_ZONE;
    const module = Math.max(2.5, 120 / side);
    const qrSize = side * module;
    ensure(qrSize + 30);
    heading('Pagar com Pix');
    const top = y + 8;
    // Each run reaches 0.1 pt into the row below, so no hairline shows between rows on screen.
    page.fillRects(
      darkRuns(matrix).map((run) => ({
        x: PAGE.margin + run.column * module,
        y: top - (run.row + 1) * module - QR_ROW_OVERLAP,
        width: run.length * module,
        height: module + QR_ROW_OVERLAP,
      })),
      { r: 0, g: 0, b: 0 },
    );
    const textX = PAGE.margin + qrSize + 16;
    const codeWidth = contentWidth - qrSize - 16;
    let textY = top - QR_QUIET_ZONE * module - 9;
    page.drawText('Pix copia e cola', { x: textX, y: textY, size: 9, font: BOLD, color: INK });
    textY -= 12;
    for (const line of wrap(order.pix, REGULAR, 7, codeWidth)) {
      page.drawText(line, { x: textX, y: textY, size: 7, font: REGULAR, color: INK });
      textY -= 9;
    }
    page.drawText(`Valor: ${order.totals.net}`, { x: textX, y: textY - 4, size: 9, font: BOLD, color: INK });
    y = Math.min(top - qrSize, textY - 8) - 6;
  }

  if (order.notes) {
    heading('Observações');
    paragraph(order.notes);
  }

  const pages = pdf.pages;
  pages.forEach((each, index) => {
    const label = winAnsiText(`${order.title} — página ${index + 1} de ${pages.length}`);
    each.drawText(label, {
      x: PAGE.width - PAGE.margin - textWidth(label, REGULAR, 7),
      y: PAGE.margin / 2,
      size: 7,
      font: REGULAR,
      color: MUTED,
    });
  });
  return pdf.save();
}
