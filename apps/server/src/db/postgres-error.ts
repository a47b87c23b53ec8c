/** A PostgreSQL error as node-postgres and PGlite report it: its SQLSTATE and, for keys, the constraint. */
export interface PostgresError {
  code: string;
  constraint?: string;
}

/**
 * The PostgreSQL error behind an error, if any: Drizzle wraps driver errors (`cause`), so the
 * chain is walked a few links deep.
 */
export function postgresError(error: unknown): PostgresError | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    if ('code' in current && typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code)) {
      return current as PostgresError;
    }
    current = 'cause' in current ? current.cause : undefined;
  }
  return null;
}

/** A unique violation (SQLSTATE 23505). */
export function uniqueViolation(error: unknown): PostgresError | null {
  const found = postgresError(error);
  return found?.code === '23505' ? found : null;
}

/** A data exception (SQLSTATE class 22): a value PostgreSQL cannot hold, e.g. a NUL byte in text. */
export function isDataException(error: unknown): boolean {
  return postgresError(error)?.code.startsWith('22') ?? false;
}
