import { describe, expect, it } from 'vitest';
import {
  decodedLength,
  partsComplete,
  photoParts,
  VISIT_PHOTO_LIMITS,
  visitPhotoPartSchema,
} from './visit-photo.ts';

/** `bytes` bytes of 'A' (0x41), in base64: every 3 bytes read 'QUFB'. */
const base64 = (bytes: number) => 'QUFB'.repeat(Math.floor(bytes / 3)) + ['', 'QQ==', 'QUE='][bytes % 3];

describe('photoParts', () => {
  it('cuts a photo into parts of the part size, the last one shorter', () => {
    expect(photoParts(300, 128)).toEqual([
      { offset: 0, length: 128 },
      { offset: 128, length: 128 },
      { offset: 256, length: 44 },
    ]);
    expect(photoParts(256, 128)).toHaveLength(2);
    expect(photoParts(1, 128)).toEqual([{ offset: 0, length: 1 }]);
  });
});

describe('partsComplete', () => {
  it('is complete only from 0 to the size with no gap, in any order received', () => {
    const [first, second, third] = [
      { offset: 0, length: 128 },
      { offset: 128, length: 128 },
      { offset: 256, length: 44 },
    ];
    expect(partsComplete([third, first, second], 300)).toBe(true);
    expect(partsComplete([first, second], 300)).toBe(false);
    expect(partsComplete([first, third], 300)).toBe(false);
    expect(partsComplete([{ offset: 0, length: 200 }, second], 300)).toBe(false);
  });
});

describe('decodedLength', () => {
  // RFC 4648 §10 test vectors: "f" → "Zg==", "fo" → "Zm8=", "foo" → "Zm9v", "foobar" → "Zm9vYmFy".
  it.each([
    ['Zg==', 1],
    ['Zm8=', 2],
    ['Zm9v', 3],
    ['Zm9vYmFy', 6],
  ])('%s stands for %d bytes', (text, bytes) => {
    expect(decodedLength(text)).toBe(bytes);
  });
});

describe('visitPhotoPartSchema', () => {
  it('takes a part inside the photo', () => {
    expect(visitPhotoPartSchema.parse({ offset: 128, total_size: 300, data: base64(128) }).offset).toBe(128);
  });

  it('refuses a photo over the limit in pt-BR, with its size', () => {
    const result = visitPhotoPartSchema.safeParse({ offset: 0, total_size: 3_200_000, data: base64(10) });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'A foto tem 3,2 MB; o limite é 2,0 MB.',
    ]);
  });

  it('takes a photo of exactly the limit', () => {
    expect(
      visitPhotoPartSchema.safeParse({ offset: 0, total_size: VISIT_PHOTO_LIMITS.maxBytes, data: base64(10) })
        .success,
    ).toBe(true);
  });

  it('refuses a part that runs past the size, a part larger than a part, and text that is not base64', () => {
    expect(
      visitPhotoPartSchema.safeParse({ offset: 200, total_size: 300, data: base64(128) }).error?.issues[0]
        ?.message,
    ).toBe('Esta parte da foto fica fora do tamanho informado.');
    const big = VISIT_PHOTO_LIMITS.partBytes + 3;
    expect(visitPhotoPartSchema.safeParse({ offset: 0, total_size: big, data: base64(big) }).success).toBe(
      false,
    );
    expect(visitPhotoPartSchema.safeParse({ offset: 0, total_size: 300, data: 'não é base64' }).success).toBe(
      false,
    );
  });
});
