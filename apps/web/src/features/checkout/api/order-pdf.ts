import type { PDFFont, PDFPage } from 'pdf-lib';
import type { OrderDocument } from '../model/order-document.ts';

// A4 in points, with 40 pt margins.
const PAGE = { width: 595.28, height: 841.89, margin: 40 } as const;
const INK = { r: 0.13, g: 0.15, b: 0.19 };
const MUTED = { r: 0.42, g: 0.45, b: 0.5 };

/**
 * The standard PDF fonts speak WinAnsi (Latin-1 plus a few signs): every letter of Portuguese is
 * there, but a character outside it would make pdf-lib throw. Such a character becomes '?', and
 * any space-like one a plain space (Intl writes U+00A0 and U+202F).
 */
const WIN_ANSI_EXTRAS = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
function printable(text: string): string {
  let out = '';
  for (const char of text.replace(/\s/g, ' ')) {
    const code = char.codePointAt(0) ?? 0;
    out +=
      (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.includes(char)
        ? char
        : '?';
  }
  return out;
}

/** Splits a text into lines no wider than `width` at `size`, by words (a word too long is cut). */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of printable(text).split(' ')) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    while (font.widthOfTextAtSize(line, size) > width && line.length > 1) {
      let cut = line.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > width) cut--;
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
  { key: 'quantity', title: 'Qtd.', width: 40, align: 'right' },
  { key: 'unit', title: 'Un.', width: 30, align: 'left' },
  { key: 'unitPrice', title: 'Preço unit.', width: 70, align: 'right' },
  { key: 'discount', title: 'Desconto', width: 62, align: 'right' },
  { key: 'total', title: 'Total', width: 90, align: 'right' },
];

/**
 * The order as a PDF, made on the device (DESIGN.md: "PDFs are generated on the device", so an
 * order can be shared offline): the company, the client, the items in a table that runs over as
 * many A4 pages as it needs, the payments with their installments, the totals and the notes.
 * pdf-lib is loaded here, on the first share, so it stays out of the entry chunk and the login.
 */
export async function buildOrderPdf(order: OrderDocument): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  pdf.setTitle(printable(order.title));
  pdf.setAuthor(printable(order.company.name));
  pdf.setCreator('Rota');
  pdf.setLanguage('pt-BR');
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const ink = rgb(INK.r, INK.g, INK.b);
  const muted = rgb(MUTED.r, MUTED.g, MUTED.b);
  const contentWidth = PAGE.width - 2 * PAGE.margin;

  let page: PDFPage = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;
  const newPage = () => {
    page = pdf.addPage([PAGE.width, PAGE.height]);
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
      font?: PDFFont;
      color?: typeof ink;
      width?: number;
      align?: 'left' | 'right';
    } = {},
  ) => {
    const size = options.size ?? 9;
    const font = options.font ?? regular;
    const safe = printable(value);
    const drawX =
      options.align === 'right' && options.width !== undefined
        ? x + options.width - font.widthOfTextAtSize(safe, size)
        : x;
    page.drawText(safe, { x: drawX, y, size, font, color: options.color ?? ink });
  };
  const paragraph = (value: string, size = 9, font = regular, color = ink) => {
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
      color: muted,
    });
  };
  const heading = (value: string) => {
    y -= 6;
    ensure(30);
    text(value, PAGE.margin, { size: 11, font: bold });
    y -= 16;
  };

  // Header: company and order.
  text(order.company.name, PAGE.margin, { size: 15, font: bold });
  text(order.title, PAGE.margin, { size: 15, font: bold, width: contentWidth, align: 'right' });
  y -= 16;
  text(`CNPJ ${order.company.cnpj}`, PAGE.margin, { color: muted });
  text(`Emitido em ${order.issuedAt}`, PAGE.margin, { color: muted, width: contentWidth, align: 'right' });
  y -= 12;
  text(`Vendedor: ${order.seller}`, PAGE.margin, { color: muted });
  text(`Status: ${order.status}`, PAGE.margin, { color: muted, width: contentWidth, align: 'right' });
  y -= 12;
  if (order.competence) {
    text(`Competência: ${order.competence}`, PAGE.margin, { color: muted });
    y -= 12;
  }
  rule();
  y -= 8;

  heading('Cliente');
  paragraph(order.client.name, 10, bold);
  if (order.client.document) paragraph(order.client.document);
  if (order.client.address) paragraph(order.client.address);

  heading('Itens');
  const drawHeader = () => {
    let x = PAGE.margin;
    for (const column of COLUMNS) {
      text(column.title, x, { font: bold, size: 8, width: column.width, align: column.align, color: muted });
      x += column.width;
    }
    y -= 6;
    rule();
    y -= 8;
  };
  drawHeader();
  for (const item of order.items) {
    const descriptionLines = wrap(item.description, regular, 9, (COLUMNS[1]?.width ?? 160) - 6);
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
    const font = strong ? bold : regular;
    const size = strong ? 12 : 9;
    text(label, PAGE.margin, { font, size, width: contentWidth - 100, align: 'right' });
    text(value, PAGE.margin + contentWidth - 100, { font, size, width: 100, align: 'right' });
    y -= size + 5;
  };
  totalLine('Subtotal', order.totals.gross);
  totalLine('Descontos', order.totals.discount);
  totalLine('Total do pedido', order.totals.net, true);

  heading('Pagamento');
  if (order.payments.length === 0) paragraph('Nenhum pagamento informado.', 9, regular, muted);
  for (const payment of order.payments) {
    ensure(28);
    text(`${payment.form} — ${payment.condition}`, PAGE.margin, { font: bold });
    text(payment.amount, PAGE.margin, { font: bold, width: contentWidth, align: 'right' });
    y -= 12;
    if (payment.plan) paragraph(payment.plan, 9, regular, muted);
    y -= 2;
  }

  if (order.notes) {
    heading('Observações');
    paragraph(order.notes);
  }

  const pages = pdf.getPages();
  pages.forEach((each, index) => {
    const label = printable(`${order.title} — página ${index + 1} de ${pages.length}`);
    each.drawText(label, {
      x: PAGE.width - PAGE.margin - regular.widthOfTextAtSize(label, 7),
      y: PAGE.margin / 2,
      size: 7,
      font: regular,
      color: muted,
    });
  });
  return pdf.save();
}
