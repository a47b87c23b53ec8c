import { parseArgs } from 'node:util';
import { EnvError, loadEnv } from '../config/env.ts';
import { type OpenedDatabase, openDatabase } from '../db/database.ts';
import { type AdminCommand, adminCommands } from './admin-commands.ts';
import { CliError } from './cli-error.ts';

export interface AdminIo {
  env: Record<string, string | undefined>;
  out: (text: string) => void;
  err: (text: string) => void;
  now?: () => Date;
}

/** `npm run admin -- help`: every command with its flags, in pt-BR. */
export function adminHelp(): string {
  const width = Math.max(...adminCommands.map((command) => command.name.length));
  return [
    'Administração do Rota: empresas, perfis, vendedores e chaves de integração.',
    '',
    'Uso: npm run admin -- <comando> [--opções]',
    '',
    'Comandos:',
    ...adminCommands.map((command) => `  ${command.name.padEnd(width)}  ${command.summary}`),
    `  ${'help'.padEnd(width)}  Mostra esta ajuda`,
    '',
    'Opções de cada comando:',
    ...adminCommands.map((command) => `  ${command.usage}`),
    '',
    'O banco é o mesmo do servidor: DATABASE_URL (PostgreSQL) ou, sem ela, o PGlite em $DATA_DIR/pg',
    '(padrão ./.data). O PGlite atende um processo por vez: pare o servidor antes de usar o CLI.',
    'Tokens de acesso e chaves de integração aparecem uma única vez; o banco guarda só o hash.',
  ].join('\n');
}

/** Node's parseArgs errors are English; the operator reads pt-BR. */
function argsError(error: unknown): CliError {
  const code = (error as { code?: string }).code;
  const message = error instanceof Error ? error.message : String(error);
  const option = /'(-[^' ]+)/.exec(message)?.[1] ?? '';
  switch (code) {
    case 'ERR_PARSE_ARGS_UNKNOWN_OPTION':
      return new CliError(`Opção desconhecida: ${option}`);
    case 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE':
      return message.includes('does not take an argument')
        ? new CliError(`A opção ${option} não recebe valor.`)
        : new CliError(`A opção ${option} precisa de um valor.`);
    case 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL':
      return new CliError(`Argumento inesperado: ${/'([^']*)'/.exec(message)?.[1] ?? ''}`);
    default:
      return new CliError(`Argumentos inválidos: ${message}`);
  }
}

async function runCommand(command: AdminCommand, args: string[], io: AdminIo): Promise<void> {
  let values: Record<string, string | boolean | undefined>;
  try {
    // No option is declared `multiple`, so every value is a string or a boolean.
    values = parseArgs({ args, options: command.options, strict: true, allowPositionals: false })
      .values as typeof values;
  } catch (error) {
    throw argsError(error);
  }
  let opened: OpenedDatabase | null = null;
  const db = async () => {
    if (!opened) {
      let env: ReturnType<typeof loadEnv>;
      try {
        env = loadEnv(io.env);
      } catch (error) {
        if (error instanceof EnvError) throw new CliError(error.message);
        throw error;
      }
      opened = await openDatabase(
        env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: env.DATA_DIR },
      );
    }
    return opened.db;
  };
  try {
    await command.run({ values, db, print: io.out, now: io.now ?? (() => new Date()) });
  } finally {
    await (opened as OpenedDatabase | null)?.close();
  }
}

/**
 * Runs one admin command and answers the exit code: 0 when done, 1 when refused (a pt-BR
 * message on stderr, never a stack trace). The database opens only when a command needs it,
 * after its flags were checked, and closes before returning.
 */
export async function runAdmin(argv: readonly string[], io: AdminIo): Promise<number> {
  const [name, ...args] = argv;
  if (name === 'help' || name === '--help' || name === '-h') {
    io.out(adminHelp());
    return 0;
  }
  if (name === undefined) {
    io.err(adminHelp());
    return 1;
  }
  const command = adminCommands.find((candidate) => candidate.name === name);
  if (!command) {
    io.err(`Comando desconhecido: ${name}. Veja os comandos com: npm run admin -- help`);
    return 1;
  }
  try {
    await runCommand(command, args, io);
    return 0;
  } catch (error) {
    if (error instanceof CliError) io.err(error.message);
    else io.err(`Erro inesperado em ${name}: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}
