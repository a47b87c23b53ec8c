import { useHealth } from '../lib/health/use-health.ts';
import { messages } from './messages.ts';

/** The app shell: for now, the product name and the live server status. */
export function App() {
  const health = useHealth();
  const status =
    health.kind === 'loading'
      ? messages.loading
      : health.kind === 'ok'
        ? messages.serverOk(health.health.version)
        : messages.serverDown;
  return (
    <main>
      <h1>{messages.title}</h1>
      <p role="status" data-testid="server-status">
        {status}
      </p>
    </main>
  );
}
