import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import ts from 'typescript';
import type * as InPage from './in-page/raw-idb-writes.ts';

type Functions = typeof InPage;

let compiled: string | null = null;

/**
 * `in-page/raw-idb-writes.ts` as plain JavaScript. It is compiled here with TypeScript itself
 * rather than passed as a function to `page.evaluate`: tsx compiles the bench with esbuild's
 * `keepNames`, which wraps named functions in a `__name` helper that does not exist in the page.
 */
function inPageSource(): string {
  if (compiled === null) {
    const source = readFileSync(new URL('./in-page/raw-idb-writes.ts', import.meta.url), 'utf8');
    compiled = ts.transpileModule(source, {
      compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.CommonJS },
    }).outputText;
  }
  return compiled;
}

/** Calls one exported function of `in-page/raw-idb-writes.ts` in the page with a JSON argument. */
export function runInPage<K extends keyof Functions>(
  page: Page,
  name: K,
  input: Parameters<Functions[K]>[0],
): Promise<Awaited<ReturnType<Functions[K]>>> {
  const script = `(() => { const exports = {}; ${inPageSource()}\n return exports.${name}(${JSON.stringify(
    input ?? null,
  )}); })()`;
  return page.evaluate(script) as Promise<Awaited<ReturnType<Functions[K]>>>;
}
