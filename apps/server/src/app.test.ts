import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { get, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';

/** A stand-in for `apps/web/dist`, so these tests do not depend on a web build. */
async function makeWebDist(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'rota-web-dist-'));
  await mkdir(join(dir, 'assets'));
  await writeFile(join(dir, 'index.html'), '<!doctype html><html lang="pt-BR"><title>Rota</title></html>');
  await writeFile(join(dir, 'assets', 'index-Bx7f2k.js'), 'console.info("rota");');
  // The build's brotli copy of a larger script (the server compresses nothing under 1 KB).
  const script = `console.info(${JSON.stringify('rota '.repeat(400))});`;
  await writeFile(join(dir, 'assets', 'entry-Q1w2e3.js'), script);
  await writeFile(join(dir, 'assets', 'entry-Q1w2e3.js.br'), brotliCompressSync(script));
  await writeFile(join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  await writeFile(join(dir, 'manifest.webmanifest'), '{"name":"Rota"}');
  return dir;
}

/** A GET whose body is returned as sent, still encoded. */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    }).on('error', reject);
  });
}

describe('buildApp over a real HTTP server', () => {
  let app: FastifyInstance;
  let baseUrl: string;
  let webDist: string;

  beforeAll(async () => {
    webDist = await makeWebDist();
    app = await buildApp({ version: '9.8.7', webDistDir: webDist });
    app.post('/api/test-echo', async (request) => ({ received: request.body }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    baseUrl = `http://127.0.0.1:${port}`;
  });

  afterAll(async () => {
    await app.close();
    await rm(webDist, { recursive: true, force: true });
  });

  it('answers GET /health with status, version and uptime', async () => {
    const response = await fetch(`${baseUrl}/health`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toEqual({ status: 'ok', version: '9.8.7', uptime_s: expect.any(Number) });
    expect(Number.isInteger(body.uptime_s)).toBe(true);
    expect(body.uptime_s).toBeGreaterThanOrEqual(0);
  });

  it('serves hashed assets as immutable for a year', async () => {
    const response = await fetch(`${baseUrl}/assets/index-Bx7f2k.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toContain('rota');
  });

  it("sends the build's brotli copy of a script, byte for byte, to a browser that accepts br", async () => {
    const copy = brotliCompressSync(`console.info(${JSON.stringify('rota '.repeat(400))});`);
    // node:http, not fetch: fetch would decode the body before the test could compare the bytes.
    const { headers, body } = await rawGet(`${baseUrl}/assets/entry-Q1w2e3.js`, { 'accept-encoding': 'br' });
    expect(headers['content-encoding']).toBe('br');
    expect(headers['content-type']).toMatch(/javascript/);
    expect(body.equals(copy)).toBe(true);
    expect(brotliDecompressSync(body).toString()).toContain('rota rota');
  });

  it.each(['/', '/index.html', '/sw.js', '/manifest.webmanifest'])(
    'serves %s with no-cache',
    async (path) => {
      const response = await fetch(`${baseUrl}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
    },
  );

  it('serves index.html as HTML at /', async () => {
    const response = await fetch(`${baseUrl}/`);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).toContain('lang="pt-BR"');
  });

  it.each([
    ['GET', '/api/nao-existe'],
    ['POST', '/api/clients/all'],
    ['GET', '/nao-existe.js'],
  ])('answers %s %s with a pt-BR 404 JSON', async (method, path) => {
    const response = await fetch(`${baseUrl}${path}`, { method });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ message: 'Recurso não encontrado' });
  });

  it('refuses a body over 1 MiB with a 413 in pt-BR', async () => {
    const big = JSON.stringify({ text: 'x'.repeat(1024 * 1024) });
    const response = await fetch(`${baseUrl}/api/test-echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: big,
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: 'O corpo da requisição é grande demais.' });
  });

  it('accepts a body under the limit', async () => {
    const response = await fetch(`${baseUrl}/api/test-echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'olá' }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: { text: 'olá' } });
  });

  it('answers malformed JSON with a 422, never a 500', async () => {
    const response = await fetch(`${baseUrl}/api/test-echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"text":',
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      message: 'O corpo da requisição não é um JSON válido.',
      errors: { body: ['O corpo da requisição não é um JSON válido.'] },
    });
  });
});

describe('buildApp without a web build', () => {
  it('still answers /health and 404s at /', async () => {
    const app = await buildApp({
      version: '1.0.0',
      webDistDir: join(tmpdir(), 'rota-sem-build-inexistente'),
    });
    try {
      const health = await app.inject({ method: 'GET', url: '/health' });
      expect(health.statusCode).toBe(200);
      const root = await app.inject({ method: 'GET', url: '/' });
      expect(root.statusCode).toBe(404);
      expect(root.json()).toEqual({ message: 'Recurso não encontrado' });
    } finally {
      await app.close();
    }
  });

  it('answers a failing handler with a generic pt-BR 500', async () => {
    const app = await buildApp({ version: '1.0.0', webDistDir: null });
    app.get('/api/quebra', async () => {
      throw new Error('detalhe interno');
    });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/quebra' });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ message: 'Erro interno do servidor. Tente novamente em instantes.' });
    } finally {
      await app.close();
    }
  });
});

describe('compression', () => {
  it('sends the API and the web app compressed when the client accepts it', async () => {
    const app = await buildApp({ version: 'test', webDistDir: null });
    const docs = await app.inject({
      method: 'GET',
      url: '/docs/static/swagger-ui-bundle.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(docs.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({ method: 'GET', url: '/docs/static/swagger-ui-bundle.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(docs.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    const brotli = await app.inject({
      method: 'GET',
      url: '/docs/static/swagger-ui-bundle.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    await app.close();
  });
});
