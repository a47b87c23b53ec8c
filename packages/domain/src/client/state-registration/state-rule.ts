/**
 * One state's check of an inscrição estadual, given the value as `normalizeStateRegistration`
 * stores it: digits only (São Paulo's rural producers keep their leading `P`), no mask.
 */
export type StateRule = (registration: string) => boolean;

/** Whether `value` is `length` digits and starts with one of `prefixes` (any, when none). */
export function hasShape(value: string, length: number, prefixes: readonly string[] = []): boolean {
  if (value.length !== length || !/^\d+$/.test(value)) return false;
  return prefixes.length === 0 || prefixes.some((prefix) => value.startsWith(prefix));
}
