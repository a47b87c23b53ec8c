/**
 * Map tiles without the internet: the e2e specs must not reach OpenStreetMap (or any address off
 * this machine), so tile requests are answered by Playwright with a plain 256×256 PNG (a pale
 * street grid), or refused to act as a network that is gone. Everything else off this machine is
 * refused too.
 */
import { deflateSync } from 'node:zlib';
import type { BrowserContext } from 'playwright-core';

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A 256×256 RGB PNG: beige blocks between white streets every 64 px. */
function streetGridTile(): Buffer {
  const size = 256;
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y++) {
    const row = [0];
    for (let x = 0; x < size; x++) {
      const street = x % 64 < 5 || y % 64 < 5;
      row.push(...(street ? [255, 255, 255] : [236, 232, 222]));
    }
    rows.push(Buffer.from(row));
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8;
  header[9] = 2;
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const tile = streetGridTile();
const offMachine = /^https?:\/\/(?!127\.0\.0\.1[:/]|localhost[:/])/;

/** Answers tile requests with the fake tile (CORS allowed, as tile servers do); refuses the rest. */
export async function serveFakeTiles(context: BrowserContext): Promise<void> {
  await context.unrouteAll();
  await context.route(offMachine, (route) =>
    /\/\d+\/\d+\/\d+\.png$/.test(new URL(route.request().url()).pathname)
      ? route.fulfill({
          body: tile,
          contentType: 'image/png',
          headers: { 'access-control-allow-origin': '*' },
        })
      : route.abort('blockedbyclient'),
  );
}

/** No tile server any more: every request off this machine fails as with no network. */
export async function dropTiles(context: BrowserContext): Promise<void> {
  await context.unrouteAll();
  await context.route(offMachine, (route) => route.abort('internetdisconnected'));
}
