import { AwsClient } from 'aws4fetch';
import { unavailable } from '../../errors/service-error.ts';

/** An S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, …) where visit photos are kept. */
export interface PhotoStoreSettings {
  /** The service's base URL, reached path-style: `{endpoint}/{bucket}/{key}`. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** How long one request may take before the store counts as down (default 10 s). */
  timeoutMs?: number;
}

/** Where whole photos go when not in PostgreSQL (docs/server.md "Visit photos"). */
export interface PhotoObjectStore {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The object's bytes; null when the bucket does not have it. */
  get(key: string): Promise<Buffer | null>;
}

export const photoStoreMessages = {
  unavailable: 'O armazenamento de fotos não respondeu; a foto será enviada de novo mais tarde.',
  missing: 'A foto não está no armazenamento de fotos.',
} as const;

/** The object key of a company's photo: the company first, so a bucket policy can split them. */
export const photoObjectKey = (companyId: number, photoUuid: string) =>
  `visit-photos/${companyId}/${photoUuid}`;

/**
 * An S3-compatible store over its REST API, each request signed with AWS Signature V4
 * (`aws4fetch`). A failure or a time-out is a 503 for the caller — the device's outbox backs off
 * and sends the part again, and the photo is stored once when the bucket answers.
 */
export function s3PhotoStore(settings: PhotoStoreSettings): PhotoObjectStore {
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    region: settings.region,
    service: 's3',
    // The device retries; a request held here for seconds of retries would hold its transaction.
    retries: 0,
  });
  const base = settings.endpoint.replace(/\/+$/, '');
  const url = (key: string) => `${base}/${encodeURIComponent(settings.bucket)}/${key}`;
  const send = async (key: string, init: RequestInit) => {
    try {
      return await client.fetch(url(key), {
        ...init,
        signal: AbortSignal.timeout(settings.timeoutMs ?? 10_000),
      });
    } catch {
      throw unavailable(photoStoreMessages.unavailable);
    }
  };
  return {
    async put(key, bytes, contentType) {
      const answer = await send(key, {
        method: 'PUT',
        body: bytes,
        headers: { 'content-type': contentType },
      });
      await answer.arrayBuffer();
      if (!answer.ok) throw unavailable(photoStoreMessages.unavailable);
    },
    async get(key) {
      const answer = await send(key, { method: 'GET' });
      const body = Buffer.from(await answer.arrayBuffer());
      if (answer.status === 404) return null;
      if (!answer.ok) throw unavailable(photoStoreMessages.unavailable);
      return body;
    },
  };
}
