import { SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { messages } from '../messages.ts';
import type { ClientFormValues } from '../model/client-form-values.ts';
import { maskPhone } from '../model/masks.ts';

/** E-mail, phone and mobile (masked, stored as digits) and the person the seller talks to. */
export function ClientContactFields({ form }: { form: UseFormReturnType<ClientFormValues> }) {
  const phone = (name: 'phone' | 'mobile') => ({
    ...form.getInputProps(name),
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      form.setFieldValue(name, maskPhone(event.currentTarget.value)),
    type: 'tel',
    inputMode: 'tel' as const,
    label: messages.fields[name],
    placeholder: messages.placeholders[name],
  });
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
      <TextInput
        {...form.getInputProps('email')}
        label={messages.fields.email}
        type="email"
        inputMode="email"
        autoComplete="email"
      />
      <TextInput {...form.getInputProps('contact_name')} label={messages.fields.contact_name} />
      <TextInput {...phone('phone')} autoComplete="tel" />
      <TextInput {...phone('mobile')} />
    </SimpleGrid>
  );
}
