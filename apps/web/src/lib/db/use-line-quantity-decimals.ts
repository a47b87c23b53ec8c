import { quantityDecimalsFor } from '@rota/domain';
import { useLiveQuery } from 'dexie-react-hooks';
import { myPwaDb } from './my-pwa-db.ts';

/** A line of a sale as this hook reads it: its product and the unit it was sold in. */
interface QuantityLine {
  product_uuid: string;
  unit: string;
}

/**
 * Decimals each line's quantity takes, by product uuid (`quantityDecimalsFor`): the stored
 * product's `quantity_decimals` when the ERP sent one, else what the line's unit says (KG 3, UN 0).
 * A product no longer on the device, or a row stored before the field existed (no
 * `quantity_decimals`), falls back to the unit. Read live, one `bulkGet` for the whole sale.
 */
export function useLineQuantityDecimals(lines: readonly QuantityLine[]): (line: QuantityLine) => number {
  const uuids = [...new Set(lines.map((line) => line.product_uuid))];
  const fromErp = useLiveQuery(async () => {
    const rows = await myPwaDb.products.bulkGet(uuids);
    const decimals = new Map<string, number>();
    for (const row of rows) {
      if (row && row.quantity_decimals !== undefined && row.quantity_decimals !== null)
        decimals.set(row.uuid, row.quantity_decimals);
    }
    return decimals;
  }, [uuids.join('|')]);
  return (line) =>
    quantityDecimalsFor({ unit: line.unit, quantity_decimals: fromErp?.get(line.product_uuid) ?? null });
}
