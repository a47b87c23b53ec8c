import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useCallback } from 'react';
import type { CityList } from '../hooks/use-city-list.ts';
import { type AddressEditing, useDeliveryAddressForm } from '../hooks/use-delivery-address-form.ts';
import { useLookupAutofill } from '../hooks/use-lookup-autofill.ts';
import { messages } from '../messages.ts';
import type { LookupValues } from '../model/lookup-changes.ts';
import { cepToLookUp, pickLookupFields } from '../model/lookup-fields.ts';
import { AddressFields } from './address-fields.tsx';
import { LookupReview } from './lookup-review.tsx';
import { LookupStatusText } from './lookup-status-text.tsx';

interface DeliveryAddressModalProps {
  clientUuid: string;
  editing: AddressEditing;
  cities: CityList | null;
  onClose: () => void;
}

/** Adds or changes a delivery address: a description and the address, with the same CEP autofill. */
export function DeliveryAddressModal({ clientUuid, editing, cities, onClose }: DeliveryAddressModalProps) {
  const { form, submit, saving, addressUuid } = useDeliveryAddressForm(editing, onClose);
  const current = useCallback(() => pickLookupFields(form.getValues()), [form]);
  const fill = useCallback(
    (values: LookupValues) => {
      for (const [field, value] of Object.entries(values)) form.setFieldValue(field as never, value as never);
    },
    [form],
  );
  const cep = useLookupAutofill({
    kind: 'cep',
    value: cepToLookUp(form.getValues().cep),
    enabled: true,
    target: { client_uuid: clientUuid, address_uuid: addressUuid },
    current,
    fill,
    cities,
  });
  return (
    <Modal
      opened
      onClose={onClose}
      title={editing.isNew ? messages.newAddress : messages.editAddress}
      size="lg"
    >
      <form onSubmit={submit} noValidate data-testid="delivery-address-form">
        <Stack gap="md">
          <TextInput
            {...form.getInputProps('description')}
            label={messages.fields.description}
            placeholder={messages.placeholders.description}
            withAsterisk
            data-autofocus
          />
          <AddressFields
            form={form}
            cities={cities}
            cepStatus={<LookupStatusText kind="cep" state={cep.state} />}
          />
          {cep.state.status === 'filled' && cep.state.conflicts.length > 0 && (
            <LookupReview
              title={messages.lookupReady.cep}
              intro={messages.lookupConflicts}
              changes={cep.state.conflicts}
              cityTitle={(iso) => cities?.titleOf(iso) ?? null}
              onApply={cep.applyConflicts}
              onDiscard={cep.dismissConflicts}
            />
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {messages.cancel}
            </Button>
            <Button type="submit" loading={saving}>
              {messages.saveAddress}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
