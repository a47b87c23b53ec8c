/**
 * Writes `src/app/mantine-styles.ts`: the style sheets of the @mantine/core components the app
 * uses, instead of the whole `@mantine/core/styles.css` (about 40% of it is components we never
 * draw, and the style sheet is precached on every phone, DESIGN.md "Budgets"). The components
 * are the named imports of '@mantine/core' in `src/`, plus every component they are built on
 * (followed through Mantine's own ESM imports, e.g. Select → Combobox, Input, Popover); the
 * files keep the order `styles.css` has, so the cascade is the same. Run it after using a new
 * Mantine component: `npm run generate:mantine-styles -w @rota/web` (`-- --check` only
 * compares, as the test does).
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const webRoot = resolve(import.meta.dirname, '..');
const sourceDir = join(webRoot, 'src');
export const mantineStylesPath = join(sourceDir, 'app/mantine-styles.ts');
// The package's `styles.css` is exported; its folder is the package's root.
const coreDir = dirname(createRequire(import.meta.url).resolve('@mantine/core/styles.css'));
const componentsDir = join(coreDir, 'esm/components');
const utilsDir = join(coreDir, 'esm/utils');
/** What every page needs before any component (Mantine's "global styles"). */
const GLOBAL_SHEETS = ['baseline', 'default-css-variables', 'global'];

function filesUnder(dir: string, suffix: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(path, suffix);
    return path.endsWith(suffix) ? [path] : [];
  });
}

/** The Mantine packages the app depends on besides core (notifications draws core's Notification). */
function otherMantinePackages(): string[] {
  const manifest = JSON.parse(readFileSync(join(webRoot, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  return Object.keys(manifest.dependencies ?? {}).filter(
    (name) => name.startsWith('@mantine/') && name !== '@mantine/core',
  );
}

/** Every name `source` imports from '@mantine/core' (type-only ones aside). */
function namesImportedIn(source: string, into: Set<string>): void {
  for (const match of source.matchAll(/import\s*\{([^}]+)\}\s*from\s*['"]@mantine\/core['"]/g)) {
    for (const part of (match[1] ?? '').split(',')) {
      if (part.trim().startsWith('type ')) continue;
      const name = part
        .trim()
        .split(/\s+as\s+/)[0]
        ?.trim();
      if (name) into.add(name);
    }
  }
}

/**
 * The names imported from '@mantine/core' by the app's `src/` and by the other Mantine packages
 * it uses (components and helpers alike).
 */
export function importedNames(): string[] {
  const names = new Set<string>();
  for (const file of [...filesUnder(sourceDir, '.ts'), ...filesUnder(sourceDir, '.tsx')])
    namesImportedIn(readFileSync(file, 'utf8'), names);
  const require = createRequire(import.meta.url);
  for (const name of otherMantinePackages()) {
    const esm = join(dirname(require.resolve(name)), '..', 'esm');
    if (existsSync(esm))
      for (const file of filesUnder(esm, '.mjs')) namesImportedIn(readFileSync(file, 'utf8'), names);
  }
  return [...names].sort();
}

/** A Mantine component folder (under `components` or `utils`), if `name` is one. */
function componentDir(name: string): string | null {
  for (const dir of [join(componentsDir, name), join(utilsDir, name)])
    if (existsSync(dir) && statSync(dir).isDirectory()) return dir;
  return null;
}

/** The components `names` are built on, themselves included, through Mantine's ESM imports. */
export function componentClosure(names: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...names];
  while (queue.length > 0) {
    const name = queue.pop() as string;
    if (seen.has(name)) continue;
    const dir = componentDir(name);
    if (!dir) continue;
    seen.add(name);
    for (const file of filesUnder(dir, '.mjs')) {
      for (const match of readFileSync(file, 'utf8').matchAll(/from "(\.\.?\/[^"]+)"/g)) {
        const target = resolve(dirname(file), match[1] ?? '');
        for (const root of [componentsDir, utilsDir]) {
          if (target.startsWith(`${root}/`)) queue.push(target.slice(root.length + 1).split('/')[0] ?? '');
        }
      }
    }
  }
  return seen;
}

/** The style sheets to import, in the order `@mantine/core/styles.css` holds them. */
export function styleSheets(): string[] {
  const bundle = readFileSync(join(coreDir, 'styles.css'), 'utf8');
  const withSheet = [...componentClosure(importedNames())].filter((name) =>
    existsSync(join(coreDir, 'styles', `${name}.css`)),
  );
  const placed = [...GLOBAL_SHEETS, ...withSheet].map((name) => {
    const sheet = readFileSync(join(coreDir, 'styles', `${name}.css`), 'utf8').trim();
    const at = bundle.indexOf(sheet.slice(0, 300));
    if (at === -1) throw new Error(`${name}.css não aparece em @mantine/core/styles.css`);
    return { name, at };
  });
  return placed.sort((a, b) => a.at - b.at).map((sheet) => sheet.name);
}

export function renderMantineStyles(): string {
  return [
    '// GENERATED FILE, DO NOT EDIT BY HAND: `npm run generate:mantine-styles -w @rota/web`',
    '// (apps/web/scripts/generate-mantine-styles.ts) after using a new @mantine/core component.',
    '// The style sheets of the components the app uses and those they are built on, in the order',
    "// of '@mantine/core/styles.css'.",
    ...styleSheets().map((name) => `import '@mantine/core/styles/${name}.css';`),
    '',
  ].join('\n');
}

function main(): void {
  const source = renderMantineStyles();
  if (process.argv.includes('--check')) {
    if (readFileSync(mantineStylesPath, 'utf8') !== source) {
      console.error(
        `${mantineStylesPath} está desatualizado: rode npm run generate:mantine-styles -w @rota/web`,
      );
      process.exitCode = 1;
      return;
    }
    console.info(`${mantineStylesPath} está em dia.`);
    return;
  }
  writeFileSync(mantineStylesPath, source);
  console.info(`${mantineStylesPath}: ${styleSheets().length} folhas de estilo`);
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) main();
