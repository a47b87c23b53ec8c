import type { Health } from '@rota/contract';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { errorHandler } from './error-handler.ts';
import { notFoundHandler } from './not-found-handler.ts';
import { registerWebApp } from './register-web-app.ts';

export interface BuildAppOptions {
  /** Reported by `GET /health`. */
  version: string;
  /** Directory of the built web app; `null` serves no web app. */
  webDistDir: string | null;
  /** Fastify's pino logger options; `false` (the default) logs nothing, as tests want. */
  logger?: FastifyServerOptions['logger'];
  /** Largest accepted request body in bytes; larger ones get a 413. Default 1 MiB. */
  bodyLimit?: number;
}

const oneMebibyte = 1024 * 1024;

/** Builds the HTTP application (not listening yet): health, the web app at `/`, pt-BR errors. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: options.bodyLimit ?? oneMebibyte,
  });
  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler(notFoundHandler);

  app.get(
    '/health',
    async (): Promise<Health> => ({
      status: 'ok',
      version: options.version,
      uptime_s: Math.floor(process.uptime()),
    }),
  );

  if (options.webDistDir !== null) {
    const served = await registerWebApp(app, options.webDistDir);
    if (!served)
      app.log.warn({ webDistDir: options.webDistDir }, 'app web não compilado; / não será servido');
  }
  return app;
}
