import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const modulesDir = import.meta.dirname;

/** Every file of the modules with a role suffix, e.g. `sales/sales.routes.ts`. */
function filesWith(role: string): string[] {
  return readdirSync(modulesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((dir) =>
      readdirSync(join(modulesDir, dir.name))
        .filter((name) => name.endsWith(`.${role}.ts`))
        .map((name) => `${dir.name}/${name}`),
    );
}

const importsOf = (file: string) =>
  [...readFileSync(join(modulesDir, file), 'utf8').matchAll(/^import[^'"]*['"]([^'"]+)['"]/gm)].map(
    (match) => match[1] ?? '',
  );

/**
 * DESIGN.md: `route → service → repository → PostgreSQL`. A route binds a contract call to a
 * service and holds no query; a service knows no HTTP (it throws `ServiceError`s, mapped to a
 * status in one place).
 */
describe('module layers', () => {
  it.each(filesWith('routes'))('%s calls services only: no repository, table or Drizzle', (file) => {
    const imports = importsOf(file);
    expect(imports.length).toBeGreaterThan(0);
    expect(imports.filter((path) => /\.repository\.ts$|\/db\/|^drizzle-orm/.test(path))).toEqual([]);
  });

  it.each(filesWith('service'))('%s knows no HTTP framework', (file) => {
    expect(importsOf(file).filter((path) => /^fastify|^@fastify\//.test(path))).toEqual([]);
  });
});

const srcDir = resolve(modulesDir, '..');
const moduleNames = readdirSync(modulesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The server's production files (tests and test fixtures left out), relative to `src`. */
function productionFiles(dir = srcDir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : productionFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [relative(srcDir, path)] : [];
  });
}

/** The module a file of `src` belongs to (`modules/<name>/…`), if any. */
const moduleOf = (file: string) => {
  const [top, name, rest] = file.split(sep);
  return top === 'modules' && rest !== undefined ? name : undefined;
};

/** Relative imports (and re-exports) of a file of `src`, resolved to files of `src`. */
const resolvedImportsOf = (file: string) =>
  [...readFileSync(join(srcDir, file), 'utf8').matchAll(/^(?:import|export)[^'"]*['"](\.[^'"]+)['"]/gm)].map(
    (match) => relative(srcDir, resolve(srcDir, dirname(file), match[1] ?? '')),
  );

/**
 * Each module exposes what others may call in its `index.ts`; everything else of it is its own.
 * A module (or the app, the CLI, the seed) reaches another only through that index, which hands
 * on services and shapes, never a repository's functions (types of its rows may pass).
 */
describe('module seams', () => {
  it.each(moduleNames)('%s has an index.ts', (name) => {
    expect(readdirSync(join(modulesDir, name))).toContain('index.ts');
  });

  it.each(productionFiles())('%s reaches other modules only through their index.ts', (file) => {
    const intoOthers = resolvedImportsOf(file).filter((target) => {
      const owner = moduleOf(target);
      return owner !== undefined && owner !== moduleOf(file);
    });
    expect(intoOthers.filter((target) => !target.endsWith(`${sep}index.ts`))).toEqual([]);
  });

  it.each(moduleNames)("%s/index.ts hands on no repository's functions", (name) => {
    const source = readFileSync(join(modulesDir, name, 'index.ts'), 'utf8');
    const fromRepositories = [...source.matchAll(/^export\s+(type\s+)?\{[^}]*\}\s*from\s*['"]([^'"]+)['"]/gm)]
      .filter((match) => /\.repository\.ts$/.test(match[2] ?? '') && match[1] === undefined)
      .map((match) => match[2]);
    expect(fromRepositories).toEqual([]);
    expect(source).not.toMatch(/^export\s+\*/m);
  });
});
