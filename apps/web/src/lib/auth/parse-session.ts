import { type Session, sessionSchema } from '@rota/contract';

/** A stored session, if it still matches the contract (a login stored by an older version may not). */
export function parseSession(stored: unknown): Session | null {
  const parsed = sessionSchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
}
