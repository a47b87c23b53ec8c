import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
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
