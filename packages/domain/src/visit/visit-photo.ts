import { z } from 'zod';
import { formatBytes } from '../format/bytes.ts';
import { uuidSchema } from '../shared/fields.ts';

/**
 * A visit's photos (docs/domain.md "Visit photos"): made small on the phone, sent in parts through
 * the outbox, stored once by the server.
 * - `maxSidePx`/`targetBytes`: what the phone makes of a camera photo (a 12-MP shot is 3–5 MB).
 * - `maxBytes`: what the server accepts at most — a photo the phone could not shrink enough, or a
 *   client that does not shrink at all, is refused above it.
 * - `partBytes`: one request's share; a cut network loses one part, not the photo.
 * - `perVisit`: photos one visit may carry.
 */
export const VISIT_PHOTO_LIMITS = {
  maxSidePx: 1600,
  targetBytes: 300_000,
  maxBytes: 2_000_000,
  partBytes: 128 * 1024,
  perVisit: 5,
} as const;

/** The pictures the server keeps, read from their bytes (never from a name or a header). */
export const VISIT_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type VisitPhotoType = (typeof VISIT_PHOTO_TYPES)[number];

export const visitPhotoMessages = {
  notAnImage: 'O arquivo enviado não é uma foto (JPEG, PNG ou WebP).',
  tooLarge: (bytes: number) =>
    `A foto tem ${formatBytes(bytes)}; o limite é ${formatBytes(VISIT_PHOTO_LIMITS.maxBytes)}.`,
  partOutside: 'Esta parte da foto fica fora do tamanho informado.',
  sizeChanged: 'Esta foto já começou a ser enviada com outro tamanho.',
  otherVisit: 'Esta foto já foi enviada com outra visita.',
  tooMany: `Uma visita leva no máximo ${VISIT_PHOTO_LIMITS.perVisit} fotos.`,
} as const;

/** Base64 (RFC 4648 §4, with padding) of at most one part. */
const partDataSchema = z
  .string()
  .max(Math.ceil(VISIT_PHOTO_LIMITS.partBytes / 3) * 4)
  .regex(
    /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/,
    'Parte da foto ilegível (base64).',
  )
  .refine((data) => data.length > 0, 'Parte da foto vazia.');

/**
 * One part of a photo as the phone sends it: where it starts, the photo's whole size, and its
 * bytes in base64 (the write engine and the contract are JSON from end to end). The part's key is
 * the photo's uuid and its `offset`: a part sent again is the same part.
 */
export const visitPhotoPartSchema = z
  .object({
    offset: z.number().int().min(0),
    total_size: z
      .number()
      .int()
      .min(1)
      .superRefine((size, ctx) => {
        if (size > VISIT_PHOTO_LIMITS.maxBytes)
          ctx.addIssue({ code: 'custom', message: visitPhotoMessages.tooLarge(size) });
      }),
    data: partDataSchema,
  })
  .superRefine((part, ctx) => {
    if (part.offset + decodedLength(part.data) > part.total_size) {
      ctx.addIssue({ code: 'custom', path: ['offset'], message: visitPhotoMessages.partOutside });
    }
  });
export type VisitPhotoPart = z.output<typeof visitPhotoPartSchema>;

/** How far the server has a photo: `received` of `size` bytes; `complete` once it is stored. */
export const visitPhotoUploadSchema = z.object({
  uuid: uuidSchema,
  visit_uuid: uuidSchema,
  size: z.number().int(),
  received: z.number().int(),
  complete: z.boolean(),
});
export type VisitPhotoUpload = z.output<typeof visitPhotoUploadSchema>;

/** A stored photo as the people allowed to see its client read it. */
export const visitPhotoSchema = z.object({
  uuid: uuidSchema,
  visit_uuid: uuidSchema,
  client_uuid: uuidSchema,
  content_type: z.enum(VISIT_PHOTO_TYPES),
  size: z.number().int(),
  /** The picture, base64. */
  data: z.string(),
});
export type VisitPhoto = z.output<typeof visitPhotoSchema>;

/** Bytes a base64 text stands for. */
export function decodedLength(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return (base64.length / 4) * 3 - padding;
}

/** Where each part of a photo of `size` bytes starts and how long it is. */
export function photoParts(size: number, partBytes: number = VISIT_PHOTO_LIMITS.partBytes) {
  const parts: { offset: number; length: number }[] = [];
  for (let offset = 0; offset < size; offset += partBytes) {
    parts.push({ offset, length: Math.min(partBytes, size - offset) });
  }
  return parts;
}

/**
 * Whether the parts the server holds make the whole photo: from 0 to `size` with no gap and no
 * overlap (a part is only ever stored at an offset where the previous one ended).
 */
export function partsComplete(parts: readonly { offset: number; length: number }[], size: number): boolean {
  let end = 0;
  for (const part of [...parts].sort((a, b) => a.offset - b.offset)) {
    if (part.offset !== end) return false;
    end += part.length;
  }
  return end === size;
}
