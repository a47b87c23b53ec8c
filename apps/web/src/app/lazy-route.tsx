import { type ComponentType, type LazyExoticComponent, lazy, Suspense, useReducer } from 'react';
import { ChunkErrorBoundary } from './chunk-error-boundary.tsx';
import { PageLoader } from './page-loader.tsx';

type Loader = () => Promise<ComponentType>;

const cache = new Map<Loader, LazyExoticComponent<ComponentType>>();

function lazyFor(load: Loader): LazyExoticComponent<ComponentType> {
  let component = cache.get(load);
  if (!component) {
    component = lazy(() => load().then((loaded) => ({ default: loaded })));
    cache.set(load, component);
  }
  return component;
}

/**
 * A screen (or area layout) loaded on demand: a loader while its chunk arrives, and when the
 * chunk fails or times out (`withChunkTimeout`, 120 s) a pt-BR error whose 'Tentar novamente'
 * forgets the failed load and asks again — no page reload, so it also recovers offline.
 */
export function LazyRoute({ load }: { load: Loader }) {
  const [, retry] = useReducer((attempt: number) => attempt + 1, 0);
  const Screen = lazyFor(load);
  return (
    <ChunkErrorBoundary
      onRetry={() => {
        cache.delete(load);
        retry();
      }}
    >
      <Suspense fallback={<PageLoader />}>
        <Screen />
      </Suspense>
    </ChunkErrorBoundary>
  );
}
