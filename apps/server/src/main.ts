/**
 * Entry point of `npm start`: validates the environment, serves the API and the web app, and
 * closes gracefully (in-flight requests finish) on SIGTERM or SIGINT.
 */
import { EnvError, loadEnv } from './config/env.ts';
import { paths } from './config/paths.ts';
import { version } from './config/version.ts';
import { buildApp } from './http/app.ts';

const shutdownTimeoutMs = 10_000;

function readEnv() {
  try {
    return loadEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const env = readEnv();
const app = await buildApp({ version, webDistDir: paths.webDist, logger: { level: env.LOG_LEVEL } });

let closing = false;
async function shutdown(signal: NodeJS.Signals): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'encerrando o servidor');
  const forceExit = setTimeout(() => {
    app.log.error('o servidor não encerrou a tempo; saindo à força');
    process.exit(1);
  }, shutdownTimeoutMs);
  forceExit.unref();
  try {
    await app.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'erro ao encerrar o servidor');
    process.exit(1);
  }
}
process.once('SIGTERM', (signal) => void shutdown(signal));
process.once('SIGINT', (signal) => void shutdown(signal));

try {
  await app.listen({ port: env.PORT, host: env.HOST });
} catch (error) {
  app.log.error({ err: error }, 'não foi possível iniciar o servidor');
  process.exit(1);
}
