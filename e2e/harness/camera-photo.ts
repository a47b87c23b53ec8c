/**
 * A photo as a phone's camera makes it, drawn by Chromium itself: `width`×`height` (12 MP by
 * default, 4000×3000) of coloured shapes over a gradient with a sensor's grain, as a JPEG at
 * quality 0.92 — some megabytes, like a real shot, for the device's compression to shrink.
 */
import type { Page } from 'playwright-core';

export async function cameraPhoto(
  page: Page,
  { width = 4000, height = 3000, name = 'IMG_20261129_101500.jpg' } = {},
): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const base64 = await page.evaluate(
    async ([w, h]) => {
      const canvas = new OffscreenCanvas(w, h);
      const context = canvas.getContext('2d');
      if (!context) throw new Error('sem canvas 2d');
      const gradient = context.createLinearGradient(0, 0, w, h);
      gradient.addColorStop(0, '#c97b3a');
      gradient.addColorStop(1, '#2d5d7b');
      context.fillStyle = gradient;
      context.fillRect(0, 0, w, h);
      // A fixed sequence (a linear congruential generator), so every run draws the same photo. No
      // named function in here: the bench's loader (tsx) would wrap it in a helper the page lacks.
      const random = { seed: 11 };
      const values = Array.from({ length: 20_000 + 256 * 256 * 4 }, () => {
        random.seed = (random.seed * 1_103_515_245 + 12_345) % 2 ** 31;
        return random.seed / 2 ** 31;
      });
      let at = 0;
      for (let i = 0; i < 4_000; i += 1) {
        context.fillStyle = `hsl(${Math.floor((values[at++] ?? 0) * 360)} 60% ${Math.floor(30 + (values[at++] ?? 0) * 50)}%)`;
        context.fillRect(
          (values[at++] ?? 0) * w,
          (values[at++] ?? 0) * h,
          20 + (values[at++] ?? 0) * 200,
          20 + (values[at++] ?? 0) * 200,
        );
      }
      // A camera's grain: a tile of noise laid over everything, faint, as a sensor's would be.
      const tile = new ImageData(256, 256);
      for (let i = 0; i < tile.data.length; i += 1)
        tile.data[i] = i % 4 === 3 ? 255 : Math.floor((values[at++] ?? 0) * 256);
      const grain = new OffscreenCanvas(256, 256);
      grain.getContext('2d')?.putImageData(tile, 0, 0);
      context.globalAlpha = 0.18;
      for (let x = 0; x < w; x += 256) for (let y = 0; y < h; y += 256) context.drawImage(grain, x, y);
      context.globalAlpha = 1;
      const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.92 });
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      for (let i = 0; i < bytes.length; i += 0x8000) {
        binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      }
      return btoa(binary);
    },
    [width, height] as const,
  );
  return { name, mimeType: 'image/jpeg', buffer: Buffer.from(base64, 'base64') };
}
