import { Checkbox, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { PersonType } from '@rota/domain';
import type { ReactNode } from 'react';
import { messages } from '../messages.ts';
import type { ClientFormValues } from '../model/client-form-values.ts';
import { maskDocument } from '../model/masks.ts';

interface ClientIdentityFieldsProps {
  form: UseFormReturnType<ClientFormValues>;
  /** The CNPJ lookup's line and the registry situation. */
  documentStatus?: ReactNode;
}

/** PJ/PF, CNPJ (numeric or alphanumeric) or CPF masked as typed, names and inscrição estadual. */
export function ClientIdentityFields({ form, documentStatus }: ClientIdentityFieldsProps) {
  const values = form.getValues();
  const type = values.personType;
  const changeType = (personType: PersonType) => {
    form.setFieldValue('personType', personType);
    form.setFieldValue('document', maskDocument(personType, values.document));
  };
  return (
    <Stack gap="sm">
      <div>
        <Text component="label" id="person-type-label" size="sm" fw={500} mb={4} display="block">
          {messages.personType}
        </Text>
        <SegmentedControl
          aria-labelledby="person-type-label"
          fullWidth
          value={type}
          onChange={changeType}
          data={[
            { value: 'PJ', label: messages.personTypes.PJ },
            { value: 'PF', label: messages.personTypes.PF },
          ]}
        />
      </div>
      <TextInput
        {...form.getInputProps('document')}
        label={messages.fields.document[type]}
        placeholder={messages.placeholders.document[type]}
        description={messages.hints.document[type]}
        inputMode={type === 'PF' ? 'numeric' : 'text'}
        autoCapitalize="characters"
        autoComplete="off"
        onChange={(event) => form.setFieldValue('document', maskDocument(type, event.currentTarget.value))}
      />
      {documentStatus}
      <TextInput
        {...form.getInputProps('name')}
        label={messages.fields.name[type]}
        withAsterisk
        autoComplete="organization"
      />
      {type === 'PJ' && (
        <TextInput {...form.getInputProps('fantasy_name')} label={messages.fields.fantasy_name} />
      )}
      <Group align="flex-start" gap="sm" wrap="nowrap">
        <TextInput
          {...form.getInputProps('state_registration')}
          label={messages.fields.state_registration}
          description={messages.hints.stateRegistration}
          disabled={values.stateRegistrationExempt}
          inputMode="numeric"
          style={{ flex: 1, minWidth: 0 }}
        />
        <Checkbox
          {...form.getInputProps('stateRegistrationExempt', { type: 'checkbox' })}
          label={messages.fields.stateRegistrationExempt}
          mt={50}
          onChange={(event) => {
            form.setFieldValue('stateRegistrationExempt', event.currentTarget.checked);
            if (event.currentTarget.checked) form.setFieldValue('state_registration', '');
          }}
        />
      </Group>
    </Stack>
  );
}
