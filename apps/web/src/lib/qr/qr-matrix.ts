import { correction, generate } from 'lean-qr/nano';

/** A QR code as rows of modules, `true` for dark, without the quiet zone around it. */
export type QrMatrix = readonly (readonly boolean[])[];

/** The light border a reader needs around the code, in modules (ISO/IEC 18004). */
export const QR_QUIET_ZONE = 4;

/**
 * The QR code of a text, at error correction M at least (a code on a phone screen or printed on
 * paper survives a smudge), the way the screen and the PDF both draw it.
 */
export function qrMatrix(text: string): QrMatrix {
  const code = generate(text, { minCorrectionLevel: correction.M });
  return Array.from({ length: code.size }, (_, y) =>
    Array.from({ length: code.size }, (_, x) => code.get(x, y)),
  );
}

/** A horizontal run of dark modules: where it starts (quiet zone included) and how many. */
export interface DarkRun {
  column: number;
  row: number;
  length: number;
}

/**
 * The dark modules row by row, neighbours merged into runs: a third as many shapes to draw, and
 * no seam between two dark modules of a row where a renderer anti-aliases their edges.
 */
export function darkRuns(matrix: QrMatrix): DarkRun[] {
  const runs: DarkRun[] = [];
  matrix.forEach((modules, y) => {
    let start = -1;
    modules.forEach((dark, x) => {
      if (dark && start < 0) start = x;
      if (!dark && start >= 0) {
        runs.push({ column: start + QR_QUIET_ZONE, row: y + QR_QUIET_ZONE, length: x - start });
        start = -1;
      }
    });
    if (start >= 0)
      runs.push({ column: start + QR_QUIET_ZONE, row: y + QR_QUIET_ZONE, length: modules.length - start });
  });
  return runs;
}
