/**
 * Writes the PWA icons (`public/icons/icon-192.png`, `icon-512.png`, `icon-maskable-512.png`)
 * from the same drawing as `public/favicon.svg`: a rounded square in the brand colour (`src/components/ui/brand/brand.ts`) with a white "R" route.
 * No image library: the shapes are rasterised here (4×4 supersampling) and the PNG bytes are
 * written with node:zlib. Run `node --import tsx apps/web/scripts/generate-icons.ts` after changing the drawing
 * and commit the PNGs; `--check` only compares.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import { BRAND } from '../src/components/ui/brand/brand.ts';

const background = BRAND.rgb;
const foreground = [0xff, 0xff, 0xff] as const;

type Point = readonly [number, number];

/** The favicon's path `M20 46V18h14a9 9 0 0 1 0 18h-6l12 10` in its 64×64 box, arc flattened. */
function glyphPolyline(): Point[] {
  const points: Point[] = [
    [20, 46],
    [20, 18],
    [34, 18],
  ];
  for (let step = 1; step <= 32; step++) {
    const angle = -Math.PI / 2 + (Math.PI * step) / 32;
    points.push([34 + 9 * Math.cos(angle), 27 + 9 * Math.sin(angle)]);
  }
  points.push([28, 36], [40, 46]);
  return points;
}

function distanceToSegment(p: Point, a: Point, b: Point): number {
  const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
  const lengthSquared = dx * dx + dy * dy;
  const t =
    lengthSquared === 0
      ? 0
      : Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / lengthSquared));
  return Math.hypot(p[0] - (a[0] + t * dx), p[1] - (a[1] + t * dy));
}

function insideRoundedSquare(x: number, y: number, radius: number): boolean {
  const cx = Math.min(Math.max(x, radius), 64 - radius);
  const cy = Math.min(Math.max(y, radius), 64 - radius);
  return Math.hypot(x - cx, y - cy) <= radius;
}

/** RGBA pixels of the icon at `size`; `maskable` fills the whole square and shrinks the glyph into the safe zone. */
function drawIcon(size: number, maskable: boolean): Uint8Array {
  const polyline = glyphPolyline();
  const glyphScale = maskable ? 0.7 : 1;
  const samples = 4;
  const pixels = new Uint8Array(size * size * 4);
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let covered = 0;
      let inked = 0;
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const x = ((px + (sx + 0.5) / samples) / size) * 64;
          const y = ((py + (sy + 0.5) / samples) / size) * 64;
          if (!maskable && !insideRoundedSquare(x, y, 14)) continue;
          covered++;
          const glyphPoint: Point = [32 + (x - 32) / glyphScale, 32 + (y - 32) / glyphScale];
          const near = polyline.some(
            (point, index) =>
              index > 0 && distanceToSegment(glyphPoint, polyline[index - 1] as Point, point) <= 3,
          );
          if (near) inked++;
        }
      }
      const total = samples * samples;
      const offset = (py * size + px) * 4;
      const ink = covered === 0 ? 0 : inked / covered;
      for (let channel = 0; channel < 3; channel++) {
        pixels[offset + channel] = Math.round(
          (background[channel] as number) * (1 - ink) + (foreground[channel] as number) * ink,
        );
      }
      pixels[offset + 3] = Math.round((covered / total) * 255);
    }
  }
  return pixels;
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (crcTable[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** A truecolour-with-alpha, 8-bit, non-interlaced PNG. */
export function encodePng(size: number, rgba: Uint8Array): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) {
    rows[y * (size * 4 + 1)] = 0; // filter: none
    rows.set(rgba.subarray(y * size * 4, (y + 1) * size * 4), y * (size * 4 + 1) + 1);
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', new Uint8Array()),
  ]);
}

const icons = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
] as const;

const check = process.argv.includes('--check');
let stale = 0;
for (const icon of icons) {
  const url = new URL(`../public/icons/${icon.file}`, import.meta.url);
  const png = encodePng(icon.size, drawIcon(icon.size, icon.maskable));
  if (check) {
    let current: Buffer | null = null;
    try {
      current = readFileSync(url);
    } catch {
      current = null;
    }
    if (!current?.equals(png)) {
      stale++;
      console.error(`desatualizado: public/icons/${icon.file}`);
    }
  } else {
    writeFileSync(url, png);
    console.info(`gravado: public/icons/${icon.file} (${png.length} bytes)`);
  }
}
if (stale > 0) process.exit(1);
