import { type ComboboxItem, isOptionsGroup, type OptionsFilter, Select } from '@mantine/core';
import { normalizeText } from '@rota/domain';
import type { CityList } from '../hooks/use-city-list.ts';
import { messages } from '../messages.ts';

/** Cities whose name contains what was typed (accents and case ignored), names starting with it first. */
const cityFilter: OptionsFilter = ({ options, search, limit }) => {
  const folded = normalizeText(search);
  // The city list has no groups.
  const items = options.flatMap((option) => (isOptionsGroup(option) ? [] : [option]));
  if (folded === '') return items.slice(0, limit);
  const first: ComboboxItem[] = [];
  const rest: ComboboxItem[] = [];
  for (const item of items) {
    const at = normalizeText(item.label).indexOf(folded);
    if (at === 0) first.push(item);
    else if (at > 0) rest.push(item);
  }
  return [...first, ...rest].slice(0, limit);
};

interface CitySelectProps {
  state: string;
  value: string;
  onChange: (iso: string) => void;
  cities: CityList | null;
  error?: React.ReactNode;
  'data-path'?: string;
}

/** The city of a UF, searchable, from the bundled list (`@rota/domain/cities`, loaded lazily). */
export function CitySelect({ state, value, onChange, cities, error, ...rest }: CitySelectProps) {
  const options = cities && state ? cities.optionsFor(state) : [];
  // A stored city outside the UF (an error to show) is still displayed by name.
  const data =
    value && cities && !options.some((option) => option.value === value)
      ? [...options, { value, label: cities.titleOf(value) ?? value }]
      : options;
  return (
    <Select
      label={messages.fields.city_iso}
      placeholder={
        !cities
          ? messages.loadingCities
          : state
            ? messages.placeholders.city
            : messages.placeholders.cityNoState
      }
      data={data}
      value={value || null}
      onChange={(iso) => onChange(iso ?? '')}
      searchable
      clearable
      limit={60}
      filter={cityFilter}
      nothingFoundMessage={messages.noCity}
      disabled={!cities || !state}
      error={error}
      autoComplete="off"
      {...rest}
    />
  );
}
