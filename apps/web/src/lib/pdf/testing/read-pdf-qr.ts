import jsQR from 'jsqr';

/**
 * Reads a QR code drawn in a page's content stream the way a phone would: the filled squares of
 * each `q … rg … re … f Q` group (runs of modules, one row high) are put back on their grid, painted black on white with a quiet
 * zone, 4 pixels a module, and decoded by jsQR (an independent reader, not our encoder). Answers
 * the text of each QR found on the page, in drawing order.
 */
export function readPdfQrCodes(content: string): string[] {
  const found: string[] = [];
  for (const [, body = ''] of content.matchAll(
    /q [\d.]+ [\d.]+ [\d.]+ rg\n((?:[-\d.]+ [-\d.]+ [\d.]+ [\d.]+ re\n)+)f Q/g,
  )) {
    const rects = [...body.matchAll(/([-\d.]+) ([-\d.]+) ([\d.]+) ([\d.]+) re/g)].map(([, x, y, w, h]) => ({
      x: Number(x),
      y: Number(y),
      width: Number(w),
      height: Number(h),
    }));
    // A rectangle is a run of modules on one row (its top edge on the row's, its height may reach
    // a hairline further down); a lone dark module, which every QR code has, gives the module size.
    const module = Math.min(...rects.map((rect) => rect.width));
    const left = Math.min(...rects.map((rect) => rect.x));
    const top = Math.max(...rects.map((rect) => rect.y + rect.height));
    const columns = Math.round((Math.max(...rects.map((rect) => rect.x + rect.width)) - left) / module);
    const rows = Math.round((top - Math.min(...rects.map((rect) => rect.y))) / module);
    const side = Math.max(columns, rows) + 8;
    const scale = 4;
    const width = side * scale;
    const pixels = new Uint8ClampedArray(width * width * 4).fill(255);
    for (const rect of rects) {
      const column = Math.round((rect.x - left) / module) + 4;
      const row = Math.round((top - rect.y - rect.height) / module) + 4;
      const length = Math.round(rect.width / module);
      for (let dy = 0; dy < scale; dy++) {
        for (let dx = 0; dx < scale * length; dx++) {
          const at = ((row * scale + dy) * width + column * scale + dx) * 4;
          pixels.fill(0, at, at + 3);
        }
      }
    }
    const code = jsQR(pixels, width, width);
    if (code) found.push(code.data);
  }
  return found;
}
