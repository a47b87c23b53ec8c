// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { expectedBiomeJson } from './feature-boundaries.ts';

const repoRoot = resolve(__dirname, '../../..');
const featuresDir = resolve(repoRoot, 'apps/web/src/features');
const biome = resolve(repoRoot, 'node_modules/.bin/biome');
const sandbox = mkdtempSync(join(tmpdir(), 'rota-lint-probe-'));
cpSync(resolve(repoRoot, 'biome.json'), join(sandbox, 'biome.json'));

interface Diagnostic {
  category: string;
  message: string;
  location: { path: string };
}

/** Lints `source` as if it were the file at `path` of the repository, with the repository's biome.json. */
function lintProbe(path: string, source: string): Diagnostic[] {
  const file = join(sandbox, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, source);
  try {
    const out = execFileSync(biome, ['lint', '--vcs-enabled=false', '--reporter=json', path], {
      cwd: sandbox,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return (JSON.parse(out) as { diagnostics: Diagnostic[] }).diagnostics;
  } catch (error) {
    // Biome exits 1 when it found errors; the report is still on stdout.
    const out = (error as { stdout?: string }).stdout ?? '';
    return (JSON.parse(out) as { diagnostics: Diagnostic[] }).diagnostics;
  } finally {
    rmSync(file);
  }
}

const restricted = (diagnostics: Diagnostic[]) =>
  diagnostics.filter((diagnostic) => diagnostic.category === 'lint/style/noRestrictedImports');

const features = readdirSync(featuresDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

describe('lint keeps web features apart (STYLE.md habit 2)', () => {
  afterAll(() => rmSync(sandbox, { recursive: true, force: true }));

  it.each(features)('fails when feature %s imports src/app or another feature', (feature) => {
    const other = features.find((name) => name !== feature) ?? 'auth';
    const diagnostics = restricted(
      lintProbe(
        `apps/web/src/features/${feature}/components/probe.ts`,
        [
          "import { appRoutes } from '../../../app/routes.ts';",
          `import * as other from '../../${other}/messages.ts';`,
          '',
          'export const probe = [appRoutes, other];',
          '',
        ].join('\n'),
      ),
    );
    expect(diagnostics.map((diagnostic) => diagnostic.message)).toEqual([
      expect.stringContaining('não importa src/app'),
      expect.stringContaining('não importa outra feature'),
    ]);
  });

  it('lets a feature import src/lib (even a folder named like a feature), src/components and its own files', () => {
    const diagnostics = lintProbe(
      'apps/web/src/features/notifications/components/probe.ts',
      [
        "import { useAuth } from '../../../lib/auth/index.ts';",
        "import { pathFor } from '../../../lib/routes/index.ts';",
        "import { BrandMark } from '../../../components/ui/brand/brand-mark.tsx';",
        "import { messages } from '../messages.ts';",
        '',
        'export const probe = [useAuth, pathFor, BrandMark, messages];',
        '',
      ].join('\n'),
    );
    expect(restricted(diagnostics)).toEqual([]);
  });

  it('has the rules of exactly the feature folders there are (a new feature runs npm run lint:features)', () => {
    const config = JSON.parse(readFileSync(resolve(repoRoot, 'biome.json'), 'utf8'));
    expect(config).toEqual(JSON.parse(expectedBiomeJson()));
  });
});
