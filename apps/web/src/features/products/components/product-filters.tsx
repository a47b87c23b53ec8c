import { CloseButton, Flex, Stack, TextInput } from '@mantine/core';
import type { BakeryCategory } from '@rota/domain';
import { IconBarcode, IconSearch } from '@tabler/icons-react';
import type { KeyboardEvent } from 'react';
import type { ProductFilters as Filters, ProductFilterActions } from '../hooks/use-product-filters.ts';
import { messages } from '../messages.ts';
import { CategoryChips } from './category-chips.tsx';
import { CategorySelect } from './category-select.tsx';

interface ProductFiltersProps {
  filters: Filters;
  actions: ProductFilterActions;
  categories: readonly BakeryCategory[];
  wide: boolean;
  /** Enter in the search box (a barcode reader ends what it types with Enter). */
  onSubmit: () => void;
}

/**
 * The search on top (description, code or barcode; a barcode reader that types into it works as
 * a keyboard) and the category: chips scrolling sideways on a phone, a select beside the search
 * on a wide screen.
 */
export function ProductFilters({ filters, actions, categories, wide, onSubmit }: ProductFiltersProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      onSubmit();
    }
  };
  const search = (
    <TextInput
      aria-label={messages.searchLabel}
      placeholder={messages.searchPlaceholder}
      value={filters.query}
      onChange={(event) => actions.setQuery(event.currentTarget.value)}
      onKeyDown={onKeyDown}
      leftSection={<IconSearch size={18} aria-hidden />}
      rightSection={
        filters.query !== '' ? (
          <CloseButton aria-label={messages.clearSearch} onClick={() => actions.setQuery('')} />
        ) : (
          <IconBarcode size={20} aria-hidden title={messages.barcodeHint} />
        )
      }
      enterKeyHint="search"
      autoComplete="off"
      style={{ flex: 1, minWidth: 0, maxWidth: wide ? 520 : undefined }}
    />
  );

  return (
    <Stack gap="xs" role="search" aria-label={messages.filtersLabel}>
      {wide ? (
        <Flex gap="sm" align="center">
          {search}
          <CategorySelect categories={categories} value={filters.category} onChange={actions.setCategory} />
        </Flex>
      ) : (
        <>
          {search}
          <CategoryChips categories={categories} value={filters.category} onChange={actions.setCategory} />
        </>
      )}
    </Stack>
  );
}
