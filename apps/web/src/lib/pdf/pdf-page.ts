import type { HelveticaFont } from './helvetica-widths.ts';
import { asciiBytes, concatBytes, pdfLiteralString, pdfNumber } from './pdf-syntax.ts';
import { encodeWinAnsi } from './winansi.ts';

/** A colour as PDF's DeviceRGB reads it, each channel from 0 to 1. */
export interface PdfColor {
  r: number;
  g: number;
  b: number;
}

/** The resource name of each font on every page (`/F1 9 Tf`). */
export const FONT_RESOURCES: Readonly<Record<HelveticaFont, string>> = {
  Helvetica: 'F1',
  'Helvetica-Bold': 'F2',
};

const color = ({ r, g, b }: PdfColor) => `${pdfNumber(r)} ${pdfNumber(g)} ${pdfNumber(b)}`;

/**
 * One page and its content stream, in points from the bottom-left corner. Each drawing sets its
 * own font and colour, so the operators never depend on what was drawn before them.
 */
export class PdfPage {
  private readonly chunks: Uint8Array[] = [];

  constructor(
    readonly width: number,
    readonly height: number,
  ) {}

  /** Draws one line of text with its baseline starting at (x, y); no wrapping here. */
  drawText(
    text: string,
    options: { x: number; y: number; size: number; font: HelveticaFont; color: PdfColor },
  ) {
    const { x, y, size, font } = options;
    this.chunks.push(
      asciiBytes(
        `BT /${FONT_RESOURCES[font]} ${pdfNumber(size)} Tf ${color(options.color)} rg ${pdfNumber(x)} ${pdfNumber(y)} Td `,
      ),
      pdfLiteralString(encodeWinAnsi(text)),
      asciiBytes(' Tj ET\n'),
    );
  }

  drawLine(options: {
    start: { x: number; y: number };
    end: { x: number; y: number };
    thickness: number;
    color: PdfColor;
  }) {
    const { start, end } = options;
    this.chunks.push(
      asciiBytes(
        `${color(options.color)} RG ${pdfNumber(options.thickness)} w ${pdfNumber(start.x)} ${pdfNumber(start.y)} m ${pdfNumber(end.x)} ${pdfNumber(end.y)} l S\n`,
      ),
    );
  }

  /**
   * Fills rectangles (x, y of the bottom-left corner, width, height) in one colour, as one path:
   * a QR code's modules are hundreds of squares, one operator each and a single fill.
   */
  fillRects(rects: readonly { x: number; y: number; width: number; height: number }[], fill: PdfColor) {
    if (rects.length === 0) return;
    const path = rects
      .map(
        (rect) =>
          `${pdfNumber(rect.x)} ${pdfNumber(rect.y)} ${pdfNumber(rect.width)} ${pdfNumber(rect.height)} re`,
      )
      .join('\n');
    this.chunks.push(asciiBytes(`q ${color(fill)} rg\n${path}\nf Q\n`));
  }

  /** The content stream's bytes, uncompressed. */
  content(): Uint8Array {
    return concatBytes(this.chunks);
  }
}
