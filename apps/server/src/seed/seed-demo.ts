import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../app-deps.ts';

/** Seeds the deterministic demo company on an empty database (being implemented). */
export async function seedDemoIfEmpty(_deps: AppDeps, _log: FastifyBaseLogger): Promise<void> {}
