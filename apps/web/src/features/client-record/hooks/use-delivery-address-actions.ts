import { useCallback } from 'react';
import type { DeliveryAddressRow } from '#lib/db/my-pwa-db.ts';
import { removeLookup } from '#lib/lookups/index.ts';
import { removeDeliveryAddress } from '../api/remove-delivery-address.ts';
import { saveDeliveryAddress } from '../api/save-delivery-address.ts';
import { messages } from '../messages.ts';
import { deliveryAddressToValues, validateDeliveryAddress } from '../model/address-form-values.ts';
import { applyChanges } from '../model/lookup-changes.ts';
import type { LookupReviewItem } from './use-lookup-reviews.ts';
import { useSaveNotice } from './use-save-notice.ts';

/** Removing an address, and applying a queued CEP lookup's answer to one. */
export function useDeliveryAddressActions() {
  const announce = useSaveNotice();
  const remove = useCallback(
    async (address: DeliveryAddressRow) => {
      const result = await removeDeliveryAddress(address);
      announce(messages.addressRemoved, result === 'dropped' ? null : result);
    },
    [announce],
  );
  const applyLookup = useCallback(
    async (address: DeliveryAddressRow, item: LookupReviewItem) => {
      const values = applyChanges(deliveryAddressToValues(address), item.changes);
      const { address: changed } = validateDeliveryAddress(values, address);
      if (!changed) return false;
      const entryId = await saveDeliveryAddress(changed, false);
      await removeLookup(item.row.id);
      announce(messages.addressSaved, entryId);
      return true;
    },
    [announce],
  );
  return { remove, applyLookup };
}
