import { useRouteError } from 'react-router';
import { ChunkErrorView } from './chunk-error-view.tsx';
import { ChunkLoadError } from './chunk-timeout.ts';
import { messages } from './messages.ts';

/** Error element of the router for anything a screen throws: the message and a reload. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (!(error instanceof ChunkLoadError)) console.error(error);
  const description = error instanceof ChunkLoadError ? error.message : messages.unexpectedError;
  return <ChunkErrorView description={description} onRetry={() => window.location.reload()} />;
}
