import { describe, expect, it } from 'vitest';
import { loadEnv } from './env.ts';
import { photoStoreSettingsFromEnv } from './photo-store-settings.ts';

describe('photoStoreSettingsFromEnv', () => {
  it('is null without any PHOTO_S3_* (photos in PostgreSQL)', () => {
    expect(photoStoreSettingsFromEnv(loadEnv({}))).toBeNull();
  });

  it('reads the whole bucket, the region defaulting to us-east-1', () => {
    const env = loadEnv({
      PHOTO_S3_ENDPOINT: 'http://minio:9000',
      PHOTO_S3_BUCKET: 'rota-fotos',
      PHOTO_S3_ACCESS_KEY_ID: 'chave',
      PHOTO_S3_SECRET_ACCESS_KEY: 'segredo',
    });
    expect(photoStoreSettingsFromEnv(env)).toEqual({
      endpoint: 'http://minio:9000',
      bucket: 'rota-fotos',
      region: 'us-east-1',
      accessKeyId: 'chave',
      secretAccessKey: 'segredo',
    });
  });

  it('refuses a half-configured bucket in pt-BR, naming what is missing', () => {
    const env = loadEnv({ PHOTO_S3_ENDPOINT: 'http://minio:9000', PHOTO_S3_BUCKET: 'rota-fotos' });
    expect(() => photoStoreSettingsFromEnv(env)).toThrow(
      'Configuração inválida:\n  - PHOTO_S3_ACCESS_KEY_ID: obrigatória quando o armazenamento de fotos S3 é configurado\n  - PHOTO_S3_SECRET_ACCESS_KEY: obrigatória quando o armazenamento de fotos S3 é configurado',
    );
  });
});
