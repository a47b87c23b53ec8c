import { CHUNK_LOAD_TIMEOUT_MS } from '@rota/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, withChunkTimeout } from './chunk-timeout.ts';

describe('withChunkTimeout (§8 chunk load time-out)', () => {
  afterEach(() => vi.useRealTimers());

  it('resolves with the module when it arrives in time', async () => {
    await expect(withChunkTimeout(async () => ({ ok: true }))).resolves.toEqual({ ok: true });
  });

  it('rejects with a pt-BR ChunkLoadError after 120 s without an answer', async () => {
    vi.useFakeTimers();
    const pending = withChunkTimeout(() => new Promise<never>(() => {}));
    const outcome = pending.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    let settled = false;
    void pending.catch(() => {}).finally(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as Error).message).toContain('demorou demais para carregar (120 s)');
  });

  it('turns a failed import into a pt-BR ChunkLoadError', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(withChunkTimeout(() => Promise.reject(new TypeError('Failed to fetch')))).rejects.toThrow(
      'Falha ao carregar esta parte do aplicativo. Verifique a conexão e tente novamente.',
    );
  });
});
