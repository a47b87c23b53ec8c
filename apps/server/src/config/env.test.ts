import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env.ts';

describe('loadEnv', () => {
  it('applies the defaults', () => {
    expect(loadEnv({})).toEqual({
      PORT: 3000,
      HOST: '0.0.0.0',
      DATA_DIR: './.data',
      WEB_DIST_DIR: undefined,
      DATABASE_URL: undefined,
      SEED_DEMO: true,
      TRUST_PROXY: false,
      SESSION_TTL_DAYS: 30,
      SESSION_CHECK_S: 15,
      RATE_LIMIT_PER_SESSION: 1_200,
      RATE_LIMIT_PER_KEY: 600,
      RATE_LIMIT_PUBLIC: 120,
      RATE_LIMIT_AUTH_FAILURES: 30,
      CEP_BASE_URL: 'https://viacep.com.br',
      CNPJ_REGISTRY_BASE_URL: 'https://receitaws.com.br',
      CNPJ_REGISTRY_TOKEN: undefined,
      LOOKUP_TIMEOUT_MS: 8_000,
      LOOKUP_CNPJ_PER_MINUTE: 20,
      LOOKUP_CEP_PER_MINUTE: 60,
      VITE_MAP_TILE_URL: undefined,
      PHOTO_S3_ENDPOINT: undefined,
      PHOTO_S3_BUCKET: undefined,
      PHOTO_S3_REGION: 'us-east-1',
      PHOTO_S3_ACCESS_KEY_ID: undefined,
      PHOTO_S3_SECRET_ACCESS_KEY: undefined,
      LOG_LEVEL: 'warn',
    });
  });

  it('reads every variable', () => {
    const env = loadEnv({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: '/var/lib/rota',
      WEB_DIST_DIR: '/srv/rota/web',
      DATABASE_URL: 'postgresql://rota@db:5432/rota',
      SEED_DEMO: '0',
      TRUST_PROXY: '1',
      SESSION_TTL_DAYS: '7',
      CEP_BASE_URL: 'http://127.0.0.1:9001',
      CNPJ_REGISTRY_BASE_URL: 'http://127.0.0.1:9002',
      CNPJ_REGISTRY_TOKEN: 'segredo',
      LOOKUP_TIMEOUT_MS: '3000',
      LOOKUP_CNPJ_PER_MINUTE: '5',
      LOOKUP_CEP_PER_MINUTE: '30',
      VITE_MAP_TILE_URL: 'https://tiles.example.com.br/{z}/{x}/{y}.png',
      PHOTO_S3_ENDPOINT: 'http://minio:9000',
      PHOTO_S3_BUCKET: 'rota-fotos',
      PHOTO_S3_REGION: 'sa-east-1',
      PHOTO_S3_ACCESS_KEY_ID: 'chave',
      PHOTO_S3_SECRET_ACCESS_KEY: 'segredo',
      LOG_LEVEL: 'warn',
    });
    expect(env).toEqual({
      PORT: 8080,
      HOST: '127.0.0.1',
      DATA_DIR: '/var/lib/rota',
      WEB_DIST_DIR: '/srv/rota/web',
      DATABASE_URL: 'postgresql://rota@db:5432/rota',
      SEED_DEMO: false,
      TRUST_PROXY: 1,
      SESSION_TTL_DAYS: 7,
      SESSION_CHECK_S: 15,
      RATE_LIMIT_PER_SESSION: 1_200,
      RATE_LIMIT_PER_KEY: 600,
      RATE_LIMIT_PUBLIC: 120,
      RATE_LIMIT_AUTH_FAILURES: 30,
      CEP_BASE_URL: 'http://127.0.0.1:9001',
      CNPJ_REGISTRY_BASE_URL: 'http://127.0.0.1:9002',
      CNPJ_REGISTRY_TOKEN: 'segredo',
      LOOKUP_TIMEOUT_MS: 3_000,
      LOOKUP_CNPJ_PER_MINUTE: 5,
      LOOKUP_CEP_PER_MINUTE: 30,
      VITE_MAP_TILE_URL: 'https://tiles.example.com.br/{z}/{x}/{y}.png',
      PHOTO_S3_ENDPOINT: 'http://minio:9000',
      PHOTO_S3_BUCKET: 'rota-fotos',
      PHOTO_S3_REGION: 'sa-east-1',
      PHOTO_S3_ACCESS_KEY_ID: 'chave',
      PHOTO_S3_SECRET_ACCESS_KEY: 'segredo',
      LOG_LEVEL: 'warn',
    });
  });

  it('treats empty variables as unset', () => {
    expect(loadEnv({ PORT: '', DATABASE_URL: '' })).toMatchObject({ PORT: 3000, DATABASE_URL: undefined });
  });

  it('trusts no proxy, a count of hops or the proxies’ addresses — never every hop', () => {
    expect(loadEnv({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadEnv({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.10,::1' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '192.168.1.10',
      '::1',
    ]);
  });

  it('accepts port 0 (any free port)', () => {
    expect(loadEnv({ PORT: '0' }).PORT).toBe(0);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT: deve ser um número'],
    [{ PORT: '70000' }, 'PORT: deve estar entre 0 e 65535'],
    [{ PORT: '80.5' }, 'PORT: deve ser um número inteiro'],
    [{ SEED_DEMO: 'sim' }, "SEED_DEMO: deve ser '0' (sem dados de demonstração) ou '1'"],
    [{ LOG_LEVEL: 'verbose' }, 'LOG_LEVEL: deve ser um destes'],
    [{ DATABASE_URL: 'mysql://x@y/z' }, 'DATABASE_URL: deve ser uma URL postgres'],
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY: deve ser'],
    [{ TRUST_PROXY: '11' }, 'TRUST_PROXY: deve ser'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY: deve ser'],
    [{ VITE_MAP_TILE_URL: 'tiles' }, "VITE_MAP_TILE_URL: deve ser 'off' ou uma URL de tiles"],
  ])('rejects %o with a pt-BR message', (source, expected) => {
    expect(() => loadEnv(source)).toThrow(EnvError);
    expect(() => loadEnv(source)).toThrow(expected);
  });

  it('names every bad variable and the value received', () => {
    try {
      loadEnv({ PORT: 'abc', SEED_DEMO: 'x' });
      expect.unreachable();
    } catch (error) {
      expect((error as Error).message).toBe(
        'Configuração inválida:\n' +
          '  - PORT: deve ser um número (recebido: "abc")\n' +
          "  - SEED_DEMO: deve ser '0' (sem dados de demonstração) ou '1' (recebido: \"x\")",
      );
    }
  });
});
