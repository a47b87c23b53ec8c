/**
 * The 27 federative units in alphabetical order of their abbreviation. A city's `state_id` is the
 * position in this list plus one (AC=1 … TO=27); it is internal to the app and is not the IBGE
 * state code (spec §3 "City reference list").
 */
export const stateAbbreviations = [
  'AC',
  'AL',
  'AM',
  'AP',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MG',
  'MS',
  'MT',
  'PA',
  'PB',
  'PE',
  'PI',
  'PR',
  'RJ',
  'RN',
  'RO',
  'RR',
  'RS',
  'SC',
  'SE',
  'SP',
  'TO',
] as const;

export type StateAbbreviation = (typeof stateAbbreviations)[number];

/** The 2-digit IBGE code of each state ("cUF"): the first two digits of its municipalities' codes. */
export const stateIbgeCodes = {
  AC: 12,
  AL: 27,
  AM: 13,
  AP: 16,
  BA: 29,
  CE: 23,
  DF: 53,
  ES: 32,
  GO: 52,
  MA: 21,
  MG: 31,
  MS: 50,
  MT: 51,
  PA: 15,
  PB: 25,
  PE: 26,
  PI: 22,
  PR: 41,
  RJ: 33,
  RN: 24,
  RO: 11,
  RR: 14,
  RS: 43,
  SC: 42,
  SE: 28,
  SP: 35,
  TO: 17,
} as const satisfies Record<StateAbbreviation, number>;

/** The internal state id (1..27) of an abbreviation, case-insensitive; undefined when unknown. */
export function stateIdOf(abbreviation: string): number | undefined {
  const index = stateAbbreviations.indexOf(abbreviation.trim().toUpperCase() as StateAbbreviation);
  return index === -1 ? undefined : index + 1;
}

/** The abbreviation of an internal state id (1..27); undefined when out of range. */
export function stateAbbreviationOf(stateId: number): StateAbbreviation | undefined {
  return Number.isInteger(stateId) ? stateAbbreviations[stateId - 1] : undefined;
}

/** The 2-digit IBGE code of an internal state id (1..27); undefined when out of range. */
export function stateIbgeCodeOf(stateId: number): number | undefined {
  const abbreviation = stateAbbreviationOf(stateId);
  return abbreviation === undefined ? undefined : stateIbgeCodes[abbreviation];
}
