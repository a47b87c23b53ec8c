import { type HelveticaFont, helveticaWidths } from './helvetica-widths.ts';
import { FONT_RESOURCES, PdfPage } from './pdf-page.ts';
import { asciiBytes, concatBytes, pdfNumber, pdfTextString } from './pdf-syntax.ts';

/** What the document says about itself (the viewer's title bar, "Properties"). */
export interface PdfInfo {
  title: string;
  author: string;
  creator: string;
  /** BCP 47, e.g. pt-BR: screen readers pick their voice from it. */
  language: string;
}

// A comment of bytes above 127 right after the header tells a transfer program the file is binary
// (ISO 32000-1 §7.5.2), as the content streams carry WinAnsi bytes.
const HEADER = concatBytes([
  asciiBytes('%PDF-1.4\n%'),
  new Uint8Array([0xe2, 0xe3, 0xcf, 0xd3]),
  asciiBytes('\n'),
]);

/**
 * A PDF 1.4 document of pages drawn in the standard Helvetica fonts: not embedded (every reader
 * has them), WinAnsi-encoded, content streams uncompressed. Small on purpose: it writes what the
 * order PDF draws (text and lines) and nothing else.
 *
 * `save()` numbers the objects as catalog (1), page tree (2), info (3), fonts, then each page and
 * its content stream; offsets in the cross-reference table are counted in bytes of the output,
 * which is why everything is built as byte chunks rather than as one JS string.
 */
export class PdfDocument {
  private readonly pageList: PdfPage[] = [];

  constructor(private readonly info: PdfInfo) {}

  addPage(width: number, height: number): PdfPage {
    const page = new PdfPage(width, height);
    this.pageList.push(page);
    return page;
  }

  get pages(): readonly PdfPage[] {
    return this.pageList;
  }

  save(): Uint8Array<ArrayBuffer> {
    const fonts = Object.keys(helveticaWidths) as HelveticaFont[];
    const fontIds = new Map(fonts.map((font, index) => [font, 4 + index]));
    const firstPageId = 4 + fonts.length;
    const pageIds = this.pageList.map((_, index) => firstPageId + 2 * index);
    const fontResources = fonts.map((font) => `/${FONT_RESOURCES[font]} ${fontIds.get(font)} 0 R`).join(' ');

    const objects: Uint8Array[] = [
      asciiBytes(
        `<< /Type /Catalog /Pages 2 0 R /Lang ${pdfTextString(this.info.language)} /ViewerPreferences << /DisplayDocTitle true >> >>`,
      ),
      asciiBytes(
        `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`,
      ),
      asciiBytes(
        `<< /Title ${pdfTextString(this.info.title)} /Author ${pdfTextString(this.info.author)} /Creator ${pdfTextString(this.info.creator)} /Producer ${pdfTextString(this.info.creator)} >>`,
      ),
      ...fonts.map((font) =>
        asciiBytes(`<< /Type /Font /Subtype /Type1 /BaseFont /${font} /Encoding /WinAnsiEncoding >>`),
      ),
    ];
    this.pageList.forEach((page, index) => {
      const contentId = (pageIds[index] ?? 0) + 1;
      const box = `[0 0 ${pdfNumber(page.width)} ${pdfNumber(page.height)}]`;
      objects.push(
        asciiBytes(
          `<< /Type /Page /Parent 2 0 R /MediaBox ${box} /Resources << /Font << ${fontResources} >> >> /Contents ${contentId} 0 R >>`,
        ),
      );
      const content = page.content();
      objects.push(
        concatBytes([
          asciiBytes(`<< /Length ${content.length} >>\nstream\n`),
          content,
          asciiBytes('\nendstream'),
        ]),
      );
    });

    const chunks: Uint8Array[] = [HEADER];
    let offset = HEADER.length;
    const offsets: number[] = [];
    objects.forEach((body, index) => {
      const object = concatBytes([asciiBytes(`${index + 1} 0 obj\n`), body, asciiBytes('\nendobj\n')]);
      offsets.push(offset);
      chunks.push(object);
      offset += object.length;
    });
    // Each cross-reference entry is exactly 20 bytes: 10-digit offset, 5-digit generation, type, EOL.
    const xref = [
      `xref\n0 ${objects.length + 1}\n`,
      '0000000000 65535 f \n',
      ...offsets.map((each) => `${String(each).padStart(10, '0')} 00000 n \n`),
      `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 3 0 R >>\n`,
      `startxref\n${offset}\n%%EOF\n`,
    ].join('');
    chunks.push(asciiBytes(xref));
    return concatBytes(chunks);
  }
}
