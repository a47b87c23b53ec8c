/**
 * The fault proxy over real HTTP, against a small upstream that counts what it receives: each
 * fault does what `fault-proxy.ts` says, and what is not a write passes untouched.
 */
import { createServer, type Server } from 'node:http';
import { connect } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type FaultProxy, seededRandom, startFaultProxy, TAB_HEADER } from './fault-proxy.ts';

describe('fault proxy', () => {
  let upstream: Server;
  let proxy: FaultProxy;
  const received: string[] = [];

  beforeAll(async () => {
    upstream = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        received.push(`${req.method} ${req.url} ${Buffer.concat(chunks).toString()}`);
        res.writeHead(req.method === 'GET' ? 200 : 201, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ data: { url: req.url } }));
      });
    });
    // A WebSocket-like upgrade: answers 101 and echoes every byte after it.
    upstream.on('upgrade', (_req, socket) => {
      socket.write('HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n');
      socket.pipe(socket);
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const address = upstream.address();
    proxy = await startFaultProxy(
      `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    );
  });

  afterEach(() => {
    proxy.setPlan(null);
    proxy.resetStats();
    received.length = 0;
  });

  afterAll(async () => {
    await proxy.stop();
    await new Promise((resolve) => upstream.close(resolve));
  });

  const post = (path: string, body = '{}', tab?: string) =>
    fetch(`${proxy.url}${path}`, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', ...(tab ? { [TAB_HEADER]: tab } : {}) },
    });

  it('passes GETs and files through, without a plan writes too', async () => {
    proxy.setPlan({ seed: 1, weights: { drop: 1 } });
    const page = await fetch(`${proxy.url}/assets/app.js`);
    expect(page.status).toBe(200);
    const pull = await fetch(`${proxy.url}/api/clients/all`);
    expect(await pull.json()).toEqual({ data: { url: '/api/clients/all' } });
    proxy.setPlan(null);
    expect((await post('/api/devices/used-token')).status).toBe(201);
    expect(proxy.stats().passedThrough).toBe(3);
    expect(proxy.stats().faults.drop).toBe(0);
  });

  it('drop: the server gets the write, the browser no answer', async () => {
    proxy.setPlan({ seed: 1, weights: { drop: 1 } });
    await expect(
      post('/api/clients/newclient', '{"uuid":"a"}').then((answer) => answer.text()),
    ).rejects.toThrow();
    expect(received).toEqual(['POST /api/clients/newclient {"uuid":"a"}']);
    expect(proxy.stats().faults.drop).toBe(1);
  });

  it('lose: the write never reaches the server', async () => {
    proxy.setPlan({ seed: 1, weights: { lose: 1 } });
    await expect(
      post('/api/clients/newclient', '{"uuid":"c"}').then((answer) => answer.text()),
    ).rejects.toThrow();
    expect(received).toEqual([]);
    expect(proxy.stats().faults.lose).toBe(1);
    expect(proxy.openWrites()).toBe(0);
  });

  it('delay: the answer comes, late', async () => {
    proxy.setPlan({ seed: 1, weights: { delay: 1 }, delayMs: [300, 300] });
    const started = Date.now();
    const response = await post('/api/clients/newclient');
    expect(response.status).toBe(201);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('duplicate: the server gets the write twice, the browser one answer', async () => {
    proxy.setPlan({ seed: 1, weights: { duplicate: 1 }, duplicateLagMs: [100, 100] });
    const response = await post('/api/clients/newclient', '{"uuid":"b"}');
    expect(response.status).toBe(201);
    expect(received).toHaveLength(1);
    await proxy.settle();
    expect(received).toEqual([
      'POST /api/clients/newclient {"uuid":"b"}',
      'POST /api/clients/newclient {"uuid":"b"}',
    ]);
    expect(proxy.stats().upstreamWrites).toBe(2);
    expect(proxy.stats().upstreamStatuses).toEqual({ 201: 2 });
  });

  it('reorder: a held answer reaches the browser after the next write’s', async () => {
    proxy.setPlan({ seed: 1, weights: { reorder: 1 }, holdMs: 5_000 });
    const order: string[] = [];
    const first = post('/api/first').then(() => order.push('first'));
    await new Promise((resolve) => setTimeout(resolve, 150));
    proxy.setPlan({ seed: 1, weights: { pass: 1 } });
    const second = post('/api/second').then(() => order.push('second'));
    await Promise.all([first, second]);
    expect(order).toEqual(['second', 'first']);
    expect(proxy.stats().maxConcurrentWrites).toBe(2);
  });

  it('counts the tabs with a write open at once, told apart by their header', async () => {
    proxy.setPlan({ seed: 1, weights: { delay: 1 }, delayMs: [150, 150] });
    await Promise.all([post('/api/a1', '{}', 'a'), post('/api/a2', '{}', 'a')]);
    expect(proxy.stats()).toMatchObject({ maxConcurrentWrites: 2, maxTabsWriting: 1 });
    proxy.resetStats();
    await Promise.all([post('/api/a3', '{}', 'a'), post('/api/b1', '{}', 'b')]);
    expect(proxy.stats()).toMatchObject({ maxConcurrentWrites: 2, maxTabsWriting: 2 });
  });

  it('reorder: with no next write the answer goes after the hold', async () => {
    proxy.setPlan({ seed: 1, weights: { reorder: 1 }, holdMs: 200 });
    const started = Date.now();
    expect((await post('/api/alone')).status).toBe(201);
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
  });

  it('pipes a WebSocket upgrade through', async () => {
    const port = Number(new URL(proxy.url).port);
    const socket = connect(port, '127.0.0.1');
    const text = await new Promise<string>((resolve, reject) => {
      let seen = '';
      socket.on('data', (chunk) => {
        seen += chunk.toString();
        if (seen.includes('ping')) resolve(seen);
        else if (seen.includes('\r\n\r\n')) socket.write('ping');
      });
      socket.on('error', reject);
      socket.write(
        'GET /socket.io/?EIO=4&transport=websocket HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n',
      );
    });
    socket.destroy();
    expect(text).toMatch(/^HTTP\/1.1 101/);
    expect(text.endsWith('ping')).toBe(true);
  });

  it('draws the same faults for the same seed', () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    const drawn = Array.from({ length: 5 }, () => a());
    expect(drawn).toEqual(Array.from({ length: 5 }, () => b()));
    expect(new Set(drawn).size).toBe(5);
  });
});
