import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { PhotoStoreSettings } from '../modules/clients/index.ts';

export interface FakeS3 {
  settings: PhotoStoreSettings;
  /** Stops answering (the port closes), keeping what it holds. */
  stop(): Promise<void>;
  /** Answers again on the same port, with what it held. */
  start(): Promise<void>;
  close(): Promise<void>;
}

const BUCKET = 'rota-fotos';

/**
 * An S3-compatible service on a real local port: s3rver, which speaks S3's REST API (path-style,
 * XML errors), kept in a temporary directory. It refuses an access key it does not know
 * (`InvalidAccessKeyId`; its own is `S3RVER`) but does not recompute an AWS Signature V4 — the
 * signing is `aws4fetch`'s. For the photo store's tests: the real service is out of reach here.
 */
export async function startFakeS3(): Promise<FakeS3> {
  const directory = mkdtempSync(join(tmpdir(), 'rota-s3-'));
  const make = (port: number) =>
    new S3rver({ address: '127.0.0.1', port, silent: true, directory, configureBuckets: [{ name: BUCKET }] });
  let server = make(0);
  const { port } = await server.run();
  let running = true;
  return {
    settings: {
      endpoint: `http://127.0.0.1:${port}`,
      bucket: BUCKET,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      timeoutMs: 2_000,
    },
    async stop() {
      await server.close();
      running = false;
    },
    async start() {
      server = make(port);
      await server.run();
      running = true;
    },
    async close() {
      if (running) await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
