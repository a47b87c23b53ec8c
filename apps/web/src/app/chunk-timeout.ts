import { CHUNK_LOAD_TIMEOUT_MS } from '@rota/domain';
import { messages } from './messages.ts';

/** A lazy part of the app that did not load (network error, or no answer within §8's 120 s). */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
}

/**
 * Runs a dynamic `import()` and rejects with a {@link ChunkLoadError} (pt-BR message) when it
 * fails or does not arrive within `timeoutMs` (default `CHUNK_LOAD_TIMEOUT_MS`). A failed load
 * is not cached, so 'Tentar novamente' asks the network again.
 */
export function withChunkTimeout<T>(load: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(messages.chunkTimeout)), timeoutMs);
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        console.error('Falha ao carregar parte do aplicativo', error);
        reject(new ChunkLoadError(messages.chunkFailed));
      },
    );
  });
}
