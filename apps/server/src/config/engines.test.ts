import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';
import rootPackage from '../../../../package.json' with { type: 'json' };
import { paths } from './paths.ts';

interface LockedPackage {
  version?: string;
  engines?: { node?: string } | string[];
  dev?: boolean;
  optional?: boolean;
}

/**
 * README promises that `npm install` works on the Node in `engines` (20.19): every package the
 * lockfile installs must accept it, or npm prints EBADENGINE (content-disposition 3 and cookie 2
 * wanted Node 22; root `overrides` pin the lines that accept 20).
 */
describe('the lockfile on the Node version the README states', () => {
  it('has no package whose engines refuse the lowest supported Node', () => {
    const lowest = semver.minVersion(rootPackage.engines.node)?.version;
    expect(lowest).toBe('20.19.0');
    const lock = JSON.parse(readFileSync(join(paths.repoRoot, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, LockedPackage>;
    };
    const refusing = Object.entries(lock.packages)
      .filter(([, entry]) => !Array.isArray(entry.engines) && entry.engines?.node)
      .filter(([, entry]) => !semver.satisfies(lowest ?? '', (entry.engines as { node: string }).node))
      .map(([path, entry]) => `${path}@${entry.version} (${(entry.engines as { node: string }).node})`);
    expect(refusing).toEqual([]);
  });
});
