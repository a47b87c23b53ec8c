import { createServer } from 'node:net';

/** Asks the OS for a free TCP port on `host` by listening on port 0 and closing again. */
export function findFreePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen({ port: 0, host }, () => {
      const address = probe.address();
      if (address === null || typeof address === 'string') {
        probe.close();
        reject(new Error('Não foi possível obter uma porta livre'));
        return;
      }
      probe.close(() => resolve(address.port));
    });
  });
}
