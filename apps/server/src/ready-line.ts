import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * `Rota pronta em http://localhost:3000`: the address a person opens. A server listening on
 * every interface (`0.0.0.0`, `::`) is opened as localhost on this machine.
 */
export function readyLine(app: FastifyInstance, host: string): string {
  const { port } = app.server.address() as AddressInfo;
  const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `Rota pronta em http://${shown}:${port}`;
}
