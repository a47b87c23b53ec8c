import { type City, cities, type StateAbbreviation, stateAbbreviationOf } from '@rota/domain/cities';
import type { Random } from './random.ts';

/**
 * One municipality of a wallet: its name in the bundled city list, its area code (DDD) and the
 * range of the first five digits of its CEPs, as the phone book and the Correios give them, and
 * how far from its seat clients may stand (a capital's streets reach farther than a town's).
 */
interface RegionPlace {
  title: string;
  areaCode: number;
  cep: readonly [number, number];
  radiusKm?: number;
}

export interface DemoRegion {
  name: string;
  /** The metropolitan area's core municipality, where about a third of the clients are. */
  seat: RegionPlace;
  neighbours: readonly RegionPlace[];
}

/**
 * Where each seller's wallet is (docs/demo.md "The story"): Pão Dourado sells in the state of São
 * Paulo, each seller in one metropolitan area and its neighbours, so a day's route is a day's
 * drive. Area codes follow the municipalities (Itu, Salto, São Roque, Itatiba and Jundiaí dial 11
 * though their neighbours dial 19 or 15).
 */
export const DEMO_REGIONS: Readonly<Record<string, DemoRegion>> = {
  V001: {
    name: 'Grande São Paulo',
    seat: { title: 'São Paulo', areaCode: 11, cep: [1000, 5999], radiusKm: 9 },
    neighbours: [
      { title: 'Guarulhos', areaCode: 11, cep: [7000, 7399] },
      { title: 'Osasco', areaCode: 11, cep: [6000, 6299] },
      { title: 'Santo André', areaCode: 11, cep: [9000, 9299] },
      { title: 'São Bernardo do Campo', areaCode: 11, cep: [9600, 9899] },
      { title: 'São Caetano do Sul', areaCode: 11, cep: [9500, 9599], radiusKm: 2 },
      { title: 'Diadema', areaCode: 11, cep: [9900, 9999], radiusKm: 3 },
      { title: 'Mauá', areaCode: 11, cep: [9300, 9399] },
      { title: 'Ribeirão Pires', areaCode: 11, cep: [9400, 9449] },
      { title: 'Carapicuíba', areaCode: 11, cep: [6300, 6399], radiusKm: 3 },
      { title: 'Barueri', areaCode: 11, cep: [6400, 6499] },
      { title: 'Santana de Parnaíba', areaCode: 11, cep: [6500, 6549] },
      { title: 'Taboão da Serra', areaCode: 11, cep: [6750, 6799], radiusKm: 3 },
      { title: 'Embu das Artes', areaCode: 11, cep: [6800, 6849] },
      { title: 'Cotia', areaCode: 11, cep: [6700, 6729] },
      { title: 'Itapevi', areaCode: 11, cep: [6650, 6699] },
      { title: 'Caieiras', areaCode: 11, cep: [7700, 7749] },
      { title: 'Franco da Rocha', areaCode: 11, cep: [7800, 7899] },
      { title: 'Francisco Morato', areaCode: 11, cep: [7900, 7999] },
      { title: 'Mairiporã', areaCode: 11, cep: [7600, 7649] },
      { title: 'Arujá', areaCode: 11, cep: [7400, 7499] },
      { title: 'Itaquaquecetuba', areaCode: 11, cep: [8570, 8599] },
      { title: 'Poá', areaCode: 11, cep: [8550, 8569], radiusKm: 2 },
      { title: 'Ferraz de Vasconcelos', areaCode: 11, cep: [8500, 8549], radiusKm: 3 },
      { title: 'Suzano', areaCode: 11, cep: [8600, 8699] },
      { title: 'Mogi das Cruzes', areaCode: 11, cep: [8700, 8899] },
    ],
  },
  V002: {
    name: 'Região de Campinas',
    seat: { title: 'Campinas', areaCode: 19, cep: [13000, 13139], radiusKm: 6 },
    neighbours: [
      { title: 'Valinhos', areaCode: 19, cep: [13270, 13279] },
      { title: 'Vinhedo', areaCode: 19, cep: [13280, 13289] },
      { title: 'Louveira', areaCode: 19, cep: [13290, 13299] },
      { title: 'Itatiba', areaCode: 11, cep: [13250, 13259] },
      { title: 'Jundiaí', areaCode: 11, cep: [13200, 13219] },
      { title: 'Paulínia', areaCode: 19, cep: [13140, 13149] },
      { title: 'Jaguariúna', areaCode: 19, cep: [13910, 13919] },
      { title: 'Pedreira', areaCode: 19, cep: [13920, 13929] },
      { title: 'Cosmópolis', areaCode: 19, cep: [13150, 13159] },
      { title: 'Sumaré', areaCode: 19, cep: [13170, 13182] },
      { title: 'Hortolândia', areaCode: 19, cep: [13183, 13189] },
      { title: 'Monte Mor', areaCode: 19, cep: [13190, 13199] },
      { title: 'Indaiatuba', areaCode: 19, cep: [13330, 13349] },
      { title: 'Nova Odessa', areaCode: 19, cep: [13380, 13389] },
      { title: 'Americana', areaCode: 19, cep: [13465, 13479] },
      { title: "Santa Bárbara d'Oeste", areaCode: 19, cep: [13450, 13459] },
    ],
  },
  V003: {
    name: 'Região de Sorocaba',
    seat: { title: 'Sorocaba', areaCode: 15, cep: [18000, 18109], radiusKm: 6 },
    neighbours: [
      { title: 'Votorantim', areaCode: 15, cep: [18110, 18119] },
      { title: 'Itu', areaCode: 11, cep: [13300, 13314] },
      { title: 'Salto', areaCode: 11, cep: [13320, 13329] },
      { title: 'Porto Feliz', areaCode: 15, cep: [18540, 18549] },
      { title: 'Boituva', areaCode: 15, cep: [18550, 18559] },
      { title: 'Iperó', areaCode: 15, cep: [18560, 18569] },
      { title: 'Tatuí', areaCode: 15, cep: [18270, 18279] },
      { title: 'Araçoiaba da Serra', areaCode: 15, cep: [18190, 18199] },
      { title: 'Piedade', areaCode: 15, cep: [18170, 18179] },
      { title: 'São Roque', areaCode: 11, cep: [18130, 18139] },
      { title: 'Mairinque', areaCode: 11, cep: [18120, 18129] },
    ],
  },
};

/** The regions' municipalities are all in this state. */
const DEMO_STATE: StateAbbreviation = 'SP';

/** A share of a wallet's clients in its seat; the rest spread evenly over the neighbours. */
const SEAT_SHARE = 0.35;

export interface DemoPlace {
  city: City;
  state: StateAbbreviation;
  areaCode: number;
  cep: readonly [number, number];
  radiusKm: number;
}

/** How far from a municipality's seat a client may be placed, unless the region says otherwise. */
export const MAX_DISTANCE_KM = 4.5;
const KM_PER_DEGREE = 111.32;

export class DemoGeography {
  private readonly places = new Map<string, { seat: DemoPlace; neighbours: DemoPlace[] }>();

  constructor() {
    const ofState = cities.filter((city) => stateAbbreviationOf(city.state_id) === DEMO_STATE);
    const resolve = (place: RegionPlace): DemoPlace => {
      const city = ofState.find((candidate) => candidate.title === place.title);
      if (!city) throw new Error(`município fora da lista de cidades: ${place.title}/${DEMO_STATE}`);
      return {
        city,
        state: DEMO_STATE,
        areaCode: place.areaCode,
        cep: place.cep,
        radiusKm: place.radiusKm ?? MAX_DISTANCE_KM,
      };
    };
    for (const [seller, region] of Object.entries(DEMO_REGIONS)) {
      this.places.set(seller, { seat: resolve(region.seat), neighbours: region.neighbours.map(resolve) });
    }
  }

  /** A municipality of the seller's region: the seat about a third of the time, else a neighbour. */
  place(random: Random, sellerCode: string): DemoPlace {
    const region = this.places.get(sellerCode);
    if (!region) throw new Error(`vendedor sem região: ${sellerCode}`);
    return random.chance(SEAT_SHARE) ? region.seat : random.pick(region.neighbours);
  }

  /** A point uniformly within the place's radius of its seat, as 8-decimal strings. */
  pointNear(random: Random, place: DemoPlace): { lat: string; long: string } {
    const { city } = place;
    const distance = place.radiusKm * Math.sqrt(random.next());
    const angle = 2 * Math.PI * random.next();
    const lat = Number(city.lat) + (distance * Math.cos(angle)) / KM_PER_DEGREE;
    const long =
      Number(city.long) +
      (distance * Math.sin(angle)) / (KM_PER_DEGREE * Math.cos((Number(city.lat) * Math.PI) / 180));
    return { lat: lat.toFixed(8), long: long.toFixed(8) };
  }

  /** An 8-digit CEP of the municipality's range. */
  cep(random: Random, place: DemoPlace): string {
    const [min, max] = place.cep;
    return `${String(random.int(min, max)).padStart(5, '0')}${String(random.int(0, 999)).padStart(3, '0')}`;
  }

  /** A mobile (11 digits) or landline (10 digits) number of the place, without the mask. */
  phone(random: Random, place: DemoPlace): string {
    return random.chance(0.7)
      ? `${place.areaCode}9${random.int(6, 9)}${random.digits(7)}`
      : `${place.areaCode}${random.int(2, 3)}${random.digits(7)}`;
  }

  /** A mobile number (11 digits) of the place, without the mask. */
  mobile(random: Random, place: DemoPlace): string {
    return `${place.areaCode}9${random.int(6, 9)}${random.digits(7)}`;
  }
}
