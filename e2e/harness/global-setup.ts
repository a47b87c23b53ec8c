/**
 * Vitest global setup of the e2e project: makes sure `apps/web/dist` exists and is not older than
 * the web sources (or the packages they import), building it once with `npm run build -w @rota/web`
 * otherwise. Servers started by the specs serve that build; they never build anything themselves.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { repoPaths } from './repo-paths.ts';

/** Sources whose change makes the web build stale. */
const webInputs = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/build',
  'apps/web/package.json',
  'packages/domain/src',
  'packages/contract/src',
];

function newestMtimeMs(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    newest = Math.max(newest, newestMtimeMs(join(path, entry)));
  }
  return newest;
}

function webBuildIsCurrent(): boolean {
  if (!existsSync(repoPaths.webIndexHtml)) return false;
  const builtAt = statSync(repoPaths.webIndexHtml).mtimeMs;
  return webInputs.every((input) => newestMtimeMs(join(repoPaths.root, input)) <= builtAt);
}

export function setup(): void {
  if (process.env.E2E_SKIP_WEB_BUILD === '1' || webBuildIsCurrent()) return;
  console.info('[e2e] compilando o app web (npm run build -w @rota/web)…');
  const result = spawnSync('npm', ['run', 'build', '-w', '@rota/web'], {
    cwd: repoPaths.root,
    stdio: 'inherit',
    // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0 || !existsSync(repoPaths.webIndexHtml)) {
    throw new Error(`Falha ao compilar o app web (saída ${result.status}); veja a saída acima.`);
  }
}
