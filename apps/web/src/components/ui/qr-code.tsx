import { useMemo } from 'react';
import { darkRuns, QR_QUIET_ZONE, qrMatrix } from '#lib/qr/qr-matrix.ts';

/**
 * A QR code drawn as one SVG path, black on white with its quiet zone, so it reads on any theme
 * and scales without blur. `label` names it for screen readers.
 */
export function QrCode({ value, size, label }: { value: string; size: number; label: string }) {
  const { side, path } = useMemo(() => {
    const matrix = qrMatrix(value);
    return {
      side: matrix.length + 2 * QR_QUIET_ZONE,
      path: darkRuns(matrix)
        .map((run) => `M${run.column} ${run.row}h${run.length}v1h-${run.length}z`)
        .join(''),
    };
  }, [value]);
  return (
    <svg
      width={size}
      height={size}
      viewBox={`0 0 ${side} ${side}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      style={{ display: 'block' }}
    >
      <rect width={side} height={side} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
