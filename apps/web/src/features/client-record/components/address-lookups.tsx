import type { DeliveryAddressRow, LookupRow } from '#lib/db/my-pwa-db.ts';
import type { CityList } from '../hooks/use-city-list.ts';
import { type LookupReviewItem, useLookupReviews } from '../hooks/use-lookup-reviews.ts';
import { deliveryAddressToValues } from '../model/address-form-values.ts';
import { pickLookupFields } from '../model/lookup-fields.ts';
import { QueuedLookups } from './queued-lookups.tsx';

interface AddressLookupsProps {
  address: DeliveryAddressRow;
  lookups: LookupRow[];
  cities: CityList | null;
  onApply: (address: DeliveryAddressRow, item: LookupReviewItem) => Promise<boolean>;
  onDiscard: (id: number) => Promise<void>;
}

/** The CEP lookups queued for one delivery address, with what each answer would change in it. */
export function AddressLookups({ address, lookups, cities, onApply, onDiscard }: AddressLookupsProps) {
  const items = useLookupReviews(
    lookups,
    address.uuid,
    pickLookupFields(deliveryAddressToValues(address)),
    cities,
  );
  return (
    <QueuedLookups
      items={items}
      cityTitle={(iso) => cities?.titleOf(iso) ?? null}
      onApply={(item) => void onApply(address, item)}
      onDiscard={(item) => void onDiscard(item.row.id)}
    />
  );
}
