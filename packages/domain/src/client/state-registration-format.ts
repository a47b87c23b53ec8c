import { normalizeStateRegistration, STATE_REGISTRATION_EXEMPT } from './state-registration-input.ts';

/**
 * How each state prints its inscrição estadual, by number of digits (`#` a digit), as the
 * SINTEGRA tables and the states' documents write it. A length not listed is shown as stored.
 */
const MASKS: Record<string, Record<number, string>> = {
  AC: { 13: '##.###.###/###-##' },
  AL: { 9: '##.###.###-#' },
  AM: { 9: '##.###.###-#' },
  AP: { 9: '##.###.###-#' },
  BA: { 8: '######-##', 9: '#######-##' },
  CE: { 9: '##.###.###-#' },
  DF: { 13: '##.###.###/###-##' },
  ES: { 9: '###.###.##-#' },
  GO: { 9: '##.###.###-#' },
  MA: { 9: '##.###.###-#' },
  MG: { 13: '###.###.###/####' },
  MS: { 9: '##.###.###-#' },
  MT: { 11: '##########-#' },
  PA: { 9: '##.###.###-#' },
  PB: { 9: '##.###.###-#' },
  PE: { 9: '#######-##', 14: '##.#.###.#######-#' },
  PI: { 9: '##.###.###-#' },
  PR: { 10: '###.#####-##' },
  RJ: { 8: '##.###.##-#' },
  RN: { 9: '##.###.###-#', 10: '##.#.###.###-#' },
  RO: { 14: '#############-#' },
  RR: { 9: '########-#' },
  RS: { 10: '###/#######' },
  SC: { 9: '###.###.###' },
  SE: { 9: '########-#' },
  SP: { 12: '###.###.###.###' },
  TO: { 9: '##.###.###-#' },
};

/** São Paulo's rural producer: `P-01100424.3/002`. */
const SP_RURAL = 'P-########.#/###';

function applyMask(digits: string, mask: string): string {
  let next = 0;
  return mask.replace(/#/g, () => digits[next++] ?? '');
}

/**
 * An inscrição estadual for display in its state's usual mask (`110042490114`, SP →
 * `110.042.490.114`); `ISENTO`, a number of a length the state does not print and one without a
 * state are shown as stored. Stripping the mask again (`normalizeStateRegistration`) gives the
 * stored value back.
 */
export function formatStateRegistration(value: string, state: string | null): string {
  const stored = normalizeStateRegistration(value);
  if (stored === STATE_REGISTRATION_EXEMPT || !state) return stored;
  if (state === 'SP' && /^P\d{12}$/.test(stored)) return applyMask(stored.slice(1), SP_RURAL);
  const mask = /^\d+$/.test(stored) ? MASKS[state.toUpperCase()]?.[stored.length] : undefined;
  return mask ? applyMask(stored, mask) : stored;
}
