/**
 * The admin CLI (DESIGN.md "Operations"): `npm run admin -- <command> [--flags]` from the root.
 * Creates companies, profiles, sellers (their access token is printed once) and integration
 * keys, rotates tokens, ends sessions and lists what exists. `npm run admin -- help` shows
 * every command. Exit code 0 when done, 1 with a pt-BR message on stderr when refused.
 */
import { runAdmin } from './run-admin.ts';

const code = await runAdmin(process.argv.slice(2), {
  env: process.env,
  out: (text) => process.stdout.write(`${text}\n`),
  err: (text) => process.stderr.write(`${text}\n`),
});
process.exit(code);
