import { Select } from '@mantine/core';
import type { BakeryCategory } from '@rota/domain';
import { memo, useMemo } from 'react';
import { messages } from '../messages.ts';

interface CategorySelectProps {
  categories: readonly BakeryCategory[];
  value: string | null;
  onChange: (code: string | null) => void;
}

const ALL = 'all';

function Dot({ color }: { color: string }) {
  return <span className="rota-category-dot" style={{ background: color }} aria-hidden />;
}

/**
 * The category filter of a wide screen: a searchable select with each category's colour, rather
 * than 50 chips wrapping over several lines.
 */
export const CategorySelect = memo(function CategorySelect({
  categories,
  value,
  onChange,
}: CategorySelectProps) {
  const data = useMemo(
    () => [
      { value: ALL, label: messages.allCategoriesOption },
      ...categories.map((category) => ({ value: category.code, label: category.name })),
    ],
    [categories],
  );
  const colorOf = useMemo(
    () => new Map(categories.map((category) => [category.code, category.color])),
    [categories],
  );
  const chosenColor = value === null ? undefined : colorOf.get(value);
  return (
    <Select
      aria-label={messages.categoryLabel}
      data={data}
      value={value ?? ALL}
      onChange={(next) => onChange(next === null || next === ALL ? null : next)}
      allowDeselect={false}
      searchable
      nothingFoundMessage={messages.noCategoryFound}
      leftSection={chosenColor ? <Dot color={chosenColor} /> : undefined}
      renderOption={({ option }) => {
        const color = colorOf.get(option.value);
        return (
          <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
            {color && <Dot color={color} />}
            {option.label}
          </span>
        );
      }}
      comboboxProps={{ withinPortal: true }}
      w={280}
    />
  );
});
