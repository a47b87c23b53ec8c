import { type City, cities, type StateAbbreviation, stateAbbreviationOf } from '@rota/domain/cities';
import type { Random } from './random.ts';

/**
 * Where the demo company's clients are: mostly the South and Southeast (SP, MG, PR, RS, SC), some
 * in other states, clustered in a few dozen municipalities per state around the capital, as a
 * regional distributor's clients are.
 */
const STATE_WEIGHTS: readonly (readonly [StateAbbreviation, number])[] = [
  ['SP', 30],
  ['MG', 15],
  ['PR', 14],
  ['RS', 11],
  ['SC', 10],
  ['RJ', 5],
  ['GO', 4],
  ['ES', 2],
  ['MS', 2],
  ['BA', 2],
  ['DF', 1],
  ['MT', 1],
  ['PE', 1],
  ['CE', 1],
];

/** IBGE code of each state's capital (weighted up: more clients where more people are). */
const CAPITALS: Partial<Record<StateAbbreviation, string>> = {
  SP: '3550308',
  MG: '3106200',
  PR: '4106902',
  RS: '4314902',
  SC: '4205407',
  RJ: '3304557',
  GO: '5208707',
  ES: '3205309',
  MS: '5002704',
  BA: '2927408',
  DF: '5300108',
  MT: '5103403',
  PE: '2611606',
  CE: '2304400',
};

/** Area code (DDD) of each capital above. */
const CAPITAL_AREA_CODES: Partial<Record<StateAbbreviation, number>> = {
  SP: 11,
  MG: 31,
  PR: 41,
  RS: 51,
  SC: 48,
  RJ: 21,
  GO: 62,
  ES: 27,
  MS: 67,
  BA: 71,
  DF: 61,
  MT: 65,
  PE: 81,
  CE: 85,
};

/** Area codes (DDD) of each state. */
const AREA_CODES: Record<StateAbbreviation, readonly number[]> = {
  AC: [68],
  AL: [82],
  AM: [92, 97],
  AP: [96],
  BA: [71, 73, 74, 75, 77],
  CE: [85, 88],
  DF: [61],
  ES: [27, 28],
  GO: [62, 64],
  MA: [98, 99],
  MG: [31, 32, 33, 34, 35, 37, 38],
  MS: [67],
  MT: [65, 66],
  PA: [91, 93, 94],
  PB: [83],
  PE: [81, 87],
  PI: [86, 89],
  PR: [41, 42, 43, 44, 45, 46],
  RJ: [21, 22, 24],
  RN: [84],
  RO: [69],
  RR: [95],
  RS: [51, 53, 54, 55],
  SC: [47, 48, 49],
  SE: [79],
  SP: [11, 12, 13, 14, 15, 16, 17, 18, 19],
  TO: [63],
};

/** The range of the first five CEP digits of each state (Correios). */
const CEP_RANGES: Record<StateAbbreviation, readonly [number, number]> = {
  AC: [69900, 69999],
  AL: [57000, 57999],
  AM: [69000, 69299],
  AP: [68900, 68999],
  BA: [40000, 48999],
  CE: [60000, 63999],
  DF: [70000, 72799],
  ES: [29000, 29999],
  GO: [74000, 76799],
  MA: [65000, 65999],
  MG: [30000, 39999],
  MS: [79000, 79999],
  MT: [78000, 78899],
  PA: [66000, 68899],
  PB: [58000, 58999],
  PE: [50000, 56999],
  PI: [64000, 64999],
  PR: [80000, 87999],
  RJ: [20000, 28999],
  RN: [59000, 59999],
  RO: [76800, 76999],
  RR: [69300, 69399],
  RS: [90000, 99999],
  SC: [88000, 89999],
  SE: [49000, 49999],
  SP: [1000, 19999],
  TO: [77000, 77999],
};

export interface DemoPlace {
  city: City;
  state: StateAbbreviation;
}

/** How far from a municipality's coordinates a client may be placed. */
export const MAX_DISTANCE_KM = 4.5;
const KM_PER_DEGREE = 111.32;

export class DemoGeography {
  private readonly pools = new Map<StateAbbreviation, { capital: City | undefined; others: City[] }>();

  constructor(random: Random) {
    for (const [state] of STATE_WEIGHTS) {
      const ofState = cities.filter((city) => stateAbbreviationOf(city.state_id) === state);
      const capital = ofState.find((city) => city.iso === CAPITALS[state]);
      const rest = ofState.filter((city) => city !== capital);
      const size = Math.min(rest.length, Math.max(4, Math.round(rest.length / 12)));
      this.pools.set(state, { capital, others: random.sample(rest, size) });
    }
  }

  /** A municipality: a weighted state, then its capital a quarter of the time. */
  place(random: Random): DemoPlace {
    const state = random.weighted(STATE_WEIGHTS);
    const pool = this.pools.get(state);
    if (!pool) throw new Error(`estado sem municípios: ${state}`);
    const city =
      pool.capital && (pool.others.length === 0 || random.chance(0.25))
        ? pool.capital
        : random.pick(pool.others);
    return { city, state };
  }

  /** A point uniformly within MAX_DISTANCE_KM of the municipality, as 8-decimal strings. */
  pointNear(random: Random, city: City): { lat: string; long: string } {
    const distance = MAX_DISTANCE_KM * Math.sqrt(random.next());
    const angle = 2 * Math.PI * random.next();
    const lat = Number(city.lat) + (distance * Math.cos(angle)) / KM_PER_DEGREE;
    const long =
      Number(city.long) +
      (distance * Math.sin(angle)) / (KM_PER_DEGREE * Math.cos((Number(city.lat) * Math.PI) / 180));
    return { lat: lat.toFixed(8), long: long.toFixed(8) };
  }

  /** An 8-digit CEP in the state's range. */
  cep(random: Random, state: StateAbbreviation): string {
    const [min, max] = CEP_RANGES[state];
    return `${String(random.int(min, max)).padStart(5, '0')}${String(random.int(0, 999)).padStart(3, '0')}`;
  }

  /** A mobile (11 digits) or landline (10 digits) number of the place, without the mask. */
  phone(random: Random, place: DemoPlace): string {
    const areaCode = this.areaCode(random, place);
    return random.chance(0.7)
      ? `${areaCode}9${random.int(6, 9)}${random.digits(7)}`
      : `${areaCode}${random.int(2, 3)}${random.digits(7)}`;
  }

  /** A mobile number (11 digits) of the place, without the mask. */
  mobile(random: Random, place: DemoPlace): string {
    return `${this.areaCode(random, place)}9${random.int(6, 9)}${random.digits(7)}`;
  }

  /** The capital's area code, or one of the state's (drawn) elsewhere. */
  private areaCode(random: Random, place: DemoPlace): number {
    const capitalCode =
      place.city.iso === CAPITALS[place.state] ? CAPITAL_AREA_CODES[place.state] : undefined;
    return capitalCode ?? random.pick(AREA_CODES[place.state]);
  }
}
