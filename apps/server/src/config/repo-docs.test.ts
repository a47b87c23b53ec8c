import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { paths } from './paths.ts';

/** The project's docs: README, CONTRIBUTING and every page under docs/ and e2e/. */
function docFiles(): string[] {
  const inDir = (dir: string) =>
    readdirSync(join(paths.repoRoot, dir))
      .filter((name) => name.endsWith('.md'))
      .map((name) => join(dir, name));
  return ['README.md', 'CONTRIBUTING.md', ...inDir('docs'), ...inDir('e2e'), 'apps/web/src/lib/README.md'];
}

/**
 * The docs stand alone: a clone has no `../shared`, so every relative link must resolve to a
 * file inside the repository.
 */
describe('the docs of a fresh clone', () => {
  it.each(docFiles())('%s links only to files inside the repository', (file) => {
    const text = readFileSync(join(paths.repoRoot, file), 'utf8');
    const targets = [...text.matchAll(/\]\(([^)\s]+)\)/g)]
      .map((match) => (match[1] ?? '').split('#')[0] ?? '')
      .filter((target) => target !== '' && !/^[a-z]+:/i.test(target));
    const broken = targets.filter((target) => {
      const absolute = resolve(dirname(join(paths.repoRoot, file)), target);
      return relative(paths.repoRoot, absolute).startsWith('..') || !existsSync(absolute);
    });
    expect(broken).toEqual([]);
    expect(text).not.toContain('../shared');
  });
});
