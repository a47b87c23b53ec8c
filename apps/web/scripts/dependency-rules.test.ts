// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const repoRoot = resolve(import.meta.dirname, '../../..');
const depcruise = resolve(repoRoot, 'node_modules/.bin/depcruise');
const config = resolve(repoRoot, '.dependency-cruiser.mjs');

interface Violation {
  from: string;
  to: string;
  rule: { name: string };
}

/**
 * Cruises a small tree laid out like the repository (same folders, the web app's real
 * package.json `imports`), with the repository's rules, and lists what they refuse.
 */
function violationsOf(files: Record<string, string>): string[] {
  const sandbox = mkdtempSync(join(tmpdir(), 'rota-depcruise-'));
  try {
    writeFileSync(join(sandbox, 'package.json'), '{ "type": "module" }\n');
    mkdirSync(join(sandbox, 'apps/web'), { recursive: true });
    copyFileSync(resolve(repoRoot, 'apps/web/package.json'), join(sandbox, 'apps/web/package.json'));
    for (const [path, source] of Object.entries(files)) {
      mkdirSync(dirname(join(sandbox, path)), { recursive: true });
      writeFileSync(join(sandbox, path), source);
    }
    let out: string;
    try {
      out = execFileSync(depcruise, ['apps', 'packages', '--config', config, '--output-type', 'json'], {
        cwd: sandbox,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      });
    } catch (error) {
      // depcruise exits non-zero when a rule is broken; the report is still on stdout.
      const { stdout, stderr, message } = error as { stdout?: string; stderr?: string; message: string };
      if (!stdout) throw new Error(`depcruise did not report: ${stderr || message}`);
      out = stdout;
    }
    const { summary } = JSON.parse(out) as { summary: { violations: Violation[] } };
    return summary.violations.map(({ from, rule }) => `${from}: ${rule.name}`).sort();
  } finally {
    rmSync(sandbox, { recursive: true, force: true });
  }
}

/** What each probe imports from: one module per layer the rules name. */
const targets = {
  'apps/web/src/app/routes.ts': 'export const appRoutes = [];\n',
  'apps/web/src/lib/routes/index.ts': 'export const pathFor = () => "/";\n',
  'apps/web/src/components/ui/brand/brand.ts': 'export const BRAND = {};\n',
  'apps/web/src/features/checkout/messages.ts': 'export const messages = {};\nexport type Messages = {};\n',
  'packages/contract/src/index.ts': 'export const calls = {};\n',
  'packages/domain/src/index.ts': 'export const rules = {};\n',
};

describe('dependency rules on resolved paths (npm run lint)', () => {
  it('is installed', () => {
    // The rules run through dependency-cruiser: `npm install -D dependency-cruiser@17.4.3`.
    expect(existsSync(depcruise)).toBe(true);
  });

  it('lets a feature import lib, components/ui, its own files and the packages', () => {
    expect(
      violationsOf({
        ...targets,
        'apps/web/src/features/sales/components/sale-page.ts': [
          "import { pathFor } from '#lib/routes/index.ts';",
          "import { BRAND } from '#ui/brand/brand.ts';",
          "import { own } from '../own.ts';",
          'export const page = [pathFor, BRAND, own];',
        ].join('\n'),
        'apps/web/src/features/sales/own.ts': 'export const own = 1;\n',
        'apps/web/src/app/areas.ts':
          "import { messages } from '#features/checkout/messages.ts';\nexport const a = messages;\n",
      }),
    ).toEqual([]);
  });

  it('refuses a feature importing src/app or another feature, however the path is written', () => {
    expect(
      violationsOf({
        ...targets,
        // The two holes of the generated Biome lists.
        'apps/web/src/features/loose.ts':
          "import { appRoutes } from '../app/routes.ts';\nexport const l = appRoutes;\n",
        'apps/web/src/features/sales/components/climb.ts':
          "import { messages } from '../../../features/checkout/messages.ts';\nexport const c = messages;\n",
        'apps/web/src/features/sales/by-alias.ts':
          "import { appRoutes } from '#app/routes.ts';\nimport { messages } from '#features/checkout/messages.ts';\nexport const b = [appRoutes, messages];\n",
        'apps/web/src/features/sales/type-only.ts':
          "import type { Messages } from '#features/checkout/messages.ts';\nexport type T = Messages;\n",
      }),
    ).toEqual([
      'apps/web/src/features/loose.ts: only-app-imports-app',
      'apps/web/src/features/sales/by-alias.ts: feature-not-another-feature',
      'apps/web/src/features/sales/by-alias.ts: only-app-imports-app',
      'apps/web/src/features/sales/components/climb.ts: feature-not-another-feature',
      'apps/web/src/features/sales/type-only.ts: feature-not-another-feature',
    ]);
  });

  it('refuses lib importing a feature or src/app, and a relative import across folders', () => {
    expect(
      violationsOf({
        ...targets,
        'apps/web/src/lib/probe.ts':
          "import { appRoutes } from '#app/routes.ts';\nimport { messages } from '#features/checkout/messages.ts';\nexport const p = [appRoutes, messages];\n",
        'apps/web/src/features/sales/relative.ts':
          "import { pathFor } from '../../lib/routes/index.ts';\nexport const r = pathFor;\n",
      }),
    ).toEqual([
      'apps/web/src/features/sales/relative.ts: feature-import-by-package-imports',
      'apps/web/src/lib/probe.ts: only-app-imports-app',
      'apps/web/src/lib/probe.ts: shared-not-features',
    ]);
  });

  it('refuses a layer importing the one above it', () => {
    expect(
      violationsOf({
        ...targets,
        'packages/domain/src/probe.ts':
          "import { calls } from '../../contract/src/index.ts';\nexport const p = calls;\n",
        'packages/contract/src/probe.ts':
          "import { pathFor } from '../../../apps/web/src/lib/routes/index.ts';\nexport const p = pathFor;\n",
      }),
    ).toEqual([
      'packages/contract/src/probe.ts: contract-imports-only-domain',
      'packages/domain/src/probe.ts: domain-imports-no-workspace',
    ]);
  });
});
