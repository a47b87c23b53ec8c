import type { PhotoStoreSettings } from '../modules/clients/index.ts';
import { EnvError } from './env.ts';

const REQUIRED = [
  'PHOTO_S3_ENDPOINT',
  'PHOTO_S3_BUCKET',
  'PHOTO_S3_ACCESS_KEY_ID',
  'PHOTO_S3_SECRET_ACCESS_KEY',
] as const;

type PhotoEnv = { [K in (typeof REQUIRED)[number]]?: string | undefined } & { PHOTO_S3_REGION: string };

/**
 * The photo bucket from the validated environment (structural, so tools need not load it): null
 * when none of `PHOTO_S3_*` is set (photos in PostgreSQL); an {@link EnvError} in pt-BR naming the
 * missing ones when only some are — a half-configured bucket must not start and lose photos.
 */
export function photoStoreSettingsFromEnv(env: PhotoEnv): PhotoStoreSettings | null {
  const missing = REQUIRED.filter((key) => !env[key]);
  if (missing.length === REQUIRED.length) return null;
  if (missing.length > 0) {
    throw new EnvError(
      `Configuração inválida:\n${missing.map((key) => `  - ${key}: obrigatória quando o armazenamento de fotos S3 é configurado`).join('\n')}`,
    );
  }
  return {
    endpoint: env.PHOTO_S3_ENDPOINT ?? '',
    bucket: env.PHOTO_S3_BUCKET ?? '',
    region: env.PHOTO_S3_REGION,
    accessKeyId: env.PHOTO_S3_ACCESS_KEY_ID ?? '',
    secretAccessKey: env.PHOTO_S3_SECRET_ACCESS_KEY ?? '',
  };
}
