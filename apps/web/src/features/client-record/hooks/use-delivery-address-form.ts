import { useForm } from '@mantine/form';
import type { DeliveryAddress } from '@rota/domain';
import { useCallback, useState } from 'react';
import { saveDeliveryAddress } from '../api/save-delivery-address.ts';
import { messages } from '../messages.ts';
import {
  DELIVERY_ADDRESS_FIELDS,
  type DeliveryAddressBase,
  type DeliveryAddressValues,
  deliveryAddressToValues,
  emptyDeliveryAddressValues,
  validateDeliveryAddress,
} from '../model/address-form-values.ts';
import { useSaveNotice } from './use-save-notice.ts';

/** What the modal edits: a new address of the client, or a stored one. */
export type AddressEditing =
  | { isNew: true; base: DeliveryAddressBase }
  | { isNew: false; address: DeliveryAddress };

/**
 * The delivery address form: checked by the domain (`validateDeliveryAddress`), saved and queued
 * (`saveDeliveryAddress`), the save announced; the first field in error gets the focus.
 */
export function useDeliveryAddressForm(editing: AddressEditing, onSaved: () => void) {
  const form = useForm<DeliveryAddressValues>({
    mode: 'controlled',
    name: 'delivery-address',
    initialValues: editing.isNew ? emptyDeliveryAddressValues() : deliveryAddressToValues(editing.address),
  });
  const announce = useSaveNotice();
  const [saving, setSaving] = useState(false);
  const base = editing.isNew ? editing.base : editing.address;

  const submit = useCallback(
    async (event?: React.FormEvent) => {
      event?.preventDefault();
      if (saving) return;
      const { address, errors } = validateDeliveryAddress(form.getValues(), base);
      if (!address) {
        form.setErrors(errors);
        const first = DELIVERY_ADDRESS_FIELDS.find((field) => errors[field]);
        if (first) form.getInputNode(first)?.focus();
        return;
      }
      setSaving(true);
      try {
        const entryId = await saveDeliveryAddress(address, editing.isNew);
        announce(messages.addressSaved, entryId);
        onSaved();
      } finally {
        setSaving(false);
      }
    },
    [saving, form, base, editing.isNew, announce, onSaved],
  );

  return { form, submit, saving, addressUuid: base.uuid };
}
