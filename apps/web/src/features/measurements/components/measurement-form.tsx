import { Alert, Button, Group, Input, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { type Driver, type Measurement, unitQuantityDecimals, type Volume } from '@rota/domain';
import { IconArrowLeft, IconDeviceFloppy } from '@tabler/icons-react';
import { useId, useMemo } from 'react';
import { Link } from 'react-router';
import { pathFor } from '#lib/routes/index.ts';
import { QuantityInput } from '#ui/quantity-input.tsx';
import { useMeasurementForm } from '../hooks/use-measurement-form.ts';
import type { MeasurementSendState } from '../hooks/use-my-measurements.ts';
import { messages } from '../messages.ts';
import type { MeasurementBase, MeasurementValues } from '../model/measurement-form-values.ts';

const { form: text } = messages;

/** Choices of a select: the active rows, plus the one already chosen should it have been retired. */
function options<T extends { id: number; inative: 0 | 1 }>(
  rows: readonly T[],
  label: (row: T) => string,
  chosen: string,
) {
  return rows
    .filter((row) => row.inative === 0 || String(row.id) === chosen)
    .map((row) => ({
      value: String(row.id),
      label: row.inative === 1 ? text.inactive(label(row)) : label(row),
    }));
}

/**
 * The fields of a measurement (Apontamentos): date, driver, plate, material, volume, quantity and
 * notes, with each field's pt-BR error beside it.
 */
export function MeasurementForm({
  initialValues,
  base,
  stored,
  drivers,
  volumes,
  sendState,
  onSaved,
}: {
  initialValues: MeasurementValues;
  base: MeasurementBase;
  stored: Measurement | null;
  drivers: readonly Driver[];
  volumes: readonly Volume[];
  sendState: MeasurementSendState | undefined;
  onSaved: (measurement: Measurement) => void;
}) {
  const context = useMemo(() => ({ drivers, volumes, stored }), [drivers, volumes, stored]);
  const { form, submit, saving, setQuantityProblem } = useMeasurementForm(
    initialValues,
    base,
    context,
    onSaved,
  );
  const values = form.getValues();
  const quantityId = useId();
  // The volume's name read as a unit decides, as the server's check does (`measurementRefusal`):
  // "m³" takes up to 3 decimals, a "Carrada" or "Caçamba" is counted whole.
  const volume = volumes.find((row) => String(row.id) === values.volume_id);
  const quantityDecimals = volume ? unitQuantityDecimals(volume.field) : 0;
  const driverOptions = options(drivers, (driver) => driver.name, values.driver_id);
  const volumeOptions = options(volumes, (volume) => volume.field, values.volume_id);

  return (
    <form onSubmit={submit} noValidate data-testid="measurement-form">
      <Stack gap="md" maw={720}>
        {sendState?.kind === 'refused' && (
          <Alert color="red" title={text.refused}>
            {sendState.message}
          </Alert>
        )}
        {drivers.length === 0 && <Alert color="yellow">{text.noDrivers}</Alert>}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={text.date}
            placeholder={text.datePlaceholder}
            inputMode="numeric"
            maxLength={10}
            required
            {...form.getInputProps('date')}
          />
          <Select
            label={text.driver}
            placeholder={text.driverPlaceholder}
            data={driverOptions}
            searchable
            required
            allowDeselect={false}
            {...form.getInputProps('driver_id')}
          />
          <TextInput
            label={text.plate}
            placeholder={text.platePlaceholder}
            autoCapitalize="characters"
            autoComplete="off"
            maxLength={8}
            required
            {...form.getInputProps('plate')}
          />
          <TextInput label={text.material} required maxLength={60} {...form.getInputProps('material')} />
          <Select
            label={text.volume}
            placeholder={text.volumePlaceholder}
            data={volumeOptions}
            required
            allowDeselect={false}
            {...form.getInputProps('volume_id')}
          />
          <Input.Wrapper label={text.quantity} labelProps={{ htmlFor: quantityId }} required>
            <QuantityInput
              id={quantityId}
              value={values.quantity === '' ? null : values.quantity}
              decimals={quantityDecimals}
              unit={volume?.field}
              allowZero
              onChange={(quantity) => form.setFieldValue('quantity', quantity)}
              onProblem={setQuantityProblem}
              error={typeof form.errors.quantity === 'string' ? form.errors.quantity : undefined}
              // Mantine form finds a field to focus by its `data-path`.
              dataAttributes={{
                'data-path': String(
                  (form.getInputProps('quantity') as unknown as Record<string, unknown>)['data-path'],
                ),
              }}
              labels={{ input: text.quantity }}
            />
          </Input.Wrapper>
        </SimpleGrid>
        <Textarea label={text.notes} rows={2} maxLength={2000} {...form.getInputProps('notes')} />
        <Group justify="space-between">
          <Button
            component={Link}
            to={pathFor('measurements')}
            variant="subtle"
            leftSection={<IconArrowLeft size={18} aria-hidden />}
          >
            {text.back}
          </Button>
          <Button type="submit" loading={saving} leftSection={<IconDeviceFloppy size={18} aria-hidden />}>
            {text.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
