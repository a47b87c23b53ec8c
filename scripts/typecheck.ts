/**
 * `npm run typecheck`: `tsc -b` over every project of the root tsconfig.json, one tsc per core.
 * `tsc -b` alone builds one project after another; only the composite packages (domain,
 * contract) are read by other projects, so once they are built the rest are independent and run
 * side by side. The root tsconfig.json lists the slowest first so the last to start is a short one.
 * Extra arguments go to every tsc (`npm run typecheck -- --verbose`).
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';

interface ProjectConfig {
  compilerOptions?: { composite?: boolean };
  references?: { path: string }[];
}

const root = join(import.meta.dirname, '..');
const tscPath = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const extraArgs = process.argv.slice(2);

function readConfig(folder: string): ProjectConfig {
  return JSON.parse(readFileSync(join(root, folder, 'tsconfig.json'), 'utf8')) as ProjectConfig;
}

/** Runs `tsc -b` on the projects and prints its output at the end, so outputs never interleave. */
function build(projects: string[]): Promise<boolean> {
  return new Promise((resolve) => {
    const tsc = spawn(process.execPath, [tscPath, '-b', ...projects, ...extraArgs], { cwd: root });
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
  const projects = (readConfig('.').references ?? []).map((reference) => reference.path);
  const shared = projects.filter((project) => readConfig(project).compilerOptions?.composite === true);
  const queue = projects.filter((project) => !shared.includes(project));
  const results = [await build(shared)];
  const worker = async () => {
    for (let project = queue.shift(); project !== undefined; project = queue.shift()) {
      results.push(await build([project]));
    }
  };
  await Promise.all(Array.from({ length: Math.min(availableParallelism(), queue.length) }, worker));
  process.exitCode = results.every(Boolean) ? 0 : 1;
}

await main();
