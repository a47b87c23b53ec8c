/**
 * `npm start` runs this first (the `prestart` script): when `apps/web/dist/index.html` is missing,
 * it builds the web app once, so a fresh clone serves the PWA after `npm install && npm start`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { paths } from './config/paths.ts';

if (existsSync(join(paths.webDist, 'index.html'))) {
  process.exit(0);
}

console.info('App web ainda não compilado; executando `npm run build -w @rota/web`…');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const result = spawnSync(npm, ['run', 'build', '-w', '@rota/web'], { cwd: paths.repoRoot, stdio: 'inherit' });
if (result.status !== 0) {
  console.error('Falha ao compilar o app web (apps/web). Veja a saída acima.');
  process.exit(result.status ?? 1);
}
