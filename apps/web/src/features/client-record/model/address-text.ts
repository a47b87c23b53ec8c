import { type Address, formatCep } from '@rota/domain';

type CityTitle = (iso: string) => string | null;

/** An address in one or two lines: "Rua X, 10, sala 2 — Centro", "São Paulo/SP — CEP 01310-100". */
export function addressLines(address: Address, cityTitle: CityTitle): string[] {
  const street = [address.street, address.number, address.complement].filter(Boolean).join(', ');
  const first = [street, address.district].filter(Boolean).join(' — ');
  const city = address.city_iso ? cityTitle(address.city_iso) : null;
  const place = [city, address.state].filter(Boolean).join('/');
  const second = [place, address.cep ? `CEP ${formatCep(address.cep)}` : null].filter(Boolean).join(' — ');
  return [first, second].filter((line) => line !== '');
}

/**
 * A link that opens the address in the phone's map app (or a browser map): by the stored
 * position when there is one, else by the address text; null when there is neither.
 */
export function mapLink(address: Address, cityTitle: CityTitle): string | null {
  const query =
    address.lat && address.long
      ? `${address.lat},${address.long}`
      : addressLines(address, cityTitle).join(', ');
  return query ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}` : null;
}
