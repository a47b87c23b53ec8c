import { Select, SimpleGrid, Stack, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { VISITING_DAYS } from '@rota/domain';
import { useChannelOptions } from '../hooks/use-channel-options.ts';
import { messages } from '../messages.ts';
import type { ClientFormValues } from '../model/client-form-values.ts';

/** Visiting day (Domingo..Sábado, Quinzenal), sales channel (active ones) and notes. */
export function ClientRouteFields({ form }: { form: UseFormReturnType<ClientFormValues> }) {
  const values = form.getValues();
  const channels = useChannelOptions(values.channel_code_erp);
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
        <Select
          {...form.getInputProps('visiting_day')}
          label={messages.fields.visiting_day}
          placeholder={messages.placeholders.visitingDay}
          data={[...VISITING_DAYS]}
          value={values.visiting_day || null}
          onChange={(day) => form.setFieldValue('visiting_day', day ?? '')}
          clearable
        />
        <Select
          {...form.getInputProps('channel_code_erp')}
          label={messages.fields.channel_code_erp}
          placeholder={channels.length > 0 ? messages.placeholders.channel : messages.noChannels}
          data={channels}
          value={values.channel_code_erp || null}
          onChange={(code) => form.setFieldValue('channel_code_erp', code ?? '')}
          clearable
          searchable
        />
      </SimpleGrid>
      <Textarea {...form.getInputProps('notes')} label={messages.fields.notes} rows={2} />
    </Stack>
  );
}
