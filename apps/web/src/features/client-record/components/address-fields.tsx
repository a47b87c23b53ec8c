import { Grid, Select, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { stateAbbreviations } from '@rota/domain/cities';
import type { ReactNode } from 'react';
import type { CityList } from '../hooks/use-city-list.ts';
import { messages } from '../messages.ts';
import type { AddressField, AddressValues } from '../model/address-form-values.ts';
import { maskCep } from '../model/masks.ts';
import { CitySelect } from './city-select.tsx';

const UF_OPTIONS = stateAbbreviations.map((uf) => ({ value: uf, label: uf }));

interface AddressFieldsProps<T extends AddressValues> {
  form: UseFormReturnType<T>;
  cities: CityList | null;
  /** The CEP lookup's line (looking, queued, not found…). */
  cepStatus?: ReactNode;
}

/**
 * CEP (masked, looked up when complete), street, number, complement, district, UF (the 27) and
 * the city of that UF: the client's address and each delivery address share these fields.
 */
export function AddressFields<T extends AddressValues>({ form, cities, cepStatus }: AddressFieldsProps<T>) {
  const field = (name: AddressField) => form.getInputProps(name as never);
  const set = (name: AddressField, value: string) => form.setFieldValue(name as never, value as never);
  const values = form.getValues();
  return (
    <Grid gap="sm">
      <Grid.Col span={{ base: 12, xs: 5 }}>
        <TextInput
          {...field('cep')}
          label={messages.fields.cep}
          placeholder={messages.placeholders.cep}
          inputMode="numeric"
          autoComplete="postal-code"
          onChange={(event) => set('cep', maskCep(event.currentTarget.value))}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, xs: 7 }} style={{ alignSelf: 'center' }}>
        {cepStatus}
      </Grid.Col>
      <Grid.Col span={{ base: 12, xs: 8 }}>
        <TextInput {...field('street')} label={messages.fields.street} autoComplete="address-line1" />
      </Grid.Col>
      <Grid.Col span={{ base: 5, xs: 4 }}>
        <TextInput {...field('number')} label={messages.fields.number} />
      </Grid.Col>
      <Grid.Col span={{ base: 7, xs: 6 }}>
        <TextInput {...field('complement')} label={messages.fields.complement} autoComplete="address-line2" />
      </Grid.Col>
      <Grid.Col span={{ base: 12, xs: 6 }}>
        <TextInput {...field('district')} label={messages.fields.district} />
      </Grid.Col>
      <Grid.Col span={{ base: 4, xs: 3 }}>
        <Select
          {...field('state')}
          label={messages.fields.state}
          placeholder="UF"
          data={UF_OPTIONS}
          value={values.state || null}
          onChange={(uf) => {
            set('state', uf ?? '');
            // A city of another UF does not stay chosen.
            if (
              values.city_iso &&
              uf &&
              cities &&
              !cities.optionsFor(uf).some((c) => c.value === values.city_iso)
            )
              set('city_iso', '');
          }}
          searchable
          allowDeselect={false}
          aria-label={messages.fields.state}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 8, xs: 9 }}>
        <CitySelect
          {...field('city_iso')}
          state={values.state}
          value={values.city_iso}
          onChange={(iso) => set('city_iso', iso)}
          cities={cities}
        />
      </Grid.Col>
    </Grid>
  );
}
