/**
 * `npm run typecheck`: `tsc -b` over every project of the root tsconfig.json, one tsc per core.
 * `tsc -b` alone builds one project after another. Here each project starts as soon as the
 * projects it references are built (`scripts` does not wait for anything, `e2e` only for domain),
 * so no core waits while domain and contract are checked; among the projects ready, the one
 * listed first in the root tsconfig.json starts first (it lists the slowest first, so the last to
 * start is a short one). Extra arguments go to every tsc (`npm run typecheck -- --verbose`).
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { join, relative } from 'node:path';

interface ProjectConfig {
  references?: { path: string }[];
}

const root = join(import.meta.dirname, '..');
const tscPath = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const extraArgs = process.argv.slice(2);

/** The projects (folders relative to the root) a project's tsconfig.json references. */
function referencesOf(project: string): string[] {
  const config = JSON.parse(readFileSync(join(root, project, 'tsconfig.json'), 'utf8')) as ProjectConfig;
  return (config.references ?? []).map((reference) => relative(root, join(root, project, reference.path)));
}

/** Runs `tsc -b` on one project and prints its output at the end, so outputs never interleave. */
function build(project: string): Promise<boolean> {
  return new Promise((resolve) => {
    const tsc = spawn(process.execPath, [tscPath, '-b', project, ...extraArgs], { cwd: root });
    let output = '';
    const keep = (chunk: Buffer) => {
      output += chunk.toString();
    };
    tsc.stdout.on('data', keep);
    tsc.stderr.on('data', keep);
    tsc.on('close', (code) => {
      process.stdout.write(output);
      resolve(code === 0);
    });
  });
}

async function main(): Promise<void> {
  const waiting = referencesOf('.');
  const needs = new Map(waiting.map((project) => [project, referencesOf(project)]));
  const built = new Set<string>();
  const results: boolean[] = [];
  let running = 0;
  await new Promise<void>((done) => {
    const startReady = () => {
      while (running < availableParallelism()) {
        const next = waiting.findIndex((project) => needs.get(project)?.every((need) => built.has(need)));
        if (next < 0) break;
        const [project] = waiting.splice(next, 1);
        if (project === undefined) break;
        running += 1;
        void build(project).then((ok) => {
          running -= 1;
          results.push(ok);
          // A failed project still counts as built: `tsc -b` of a dependent reports its errors.
          built.add(project);
          if (waiting.length === 0 && running === 0) done();
          else startReady();
        });
      }
    };
    startReady();
  });
  process.exitCode = results.every(Boolean) ? 0 : 1;
}

await main();
