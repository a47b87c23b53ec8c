import { Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCloudDownload, IconPackage, IconSearch } from '@tabler/icons-react';
import type { ProductEmptyReason } from '../hooks/use-product-list.ts';
import { messages } from '../messages.ts';

interface ProductListEmptyProps {
  reason: ProductEmptyReason;
  query: string;
  /** A category is chosen: the search looked only there. */
  inCategory: boolean;
  onClearSearch: () => void;
  onAllCategories: () => void;
  /** Leaves "Promoções": every product again. */
  onAllProducts: () => void;
}

/** What an empty list means, in pt-BR, with the actions that help (clear the search, every category). */
export function ProductListEmpty({
  reason,
  query,
  inCategory,
  onClearSearch,
  onAllCategories,
  onAllProducts,
}: ProductListEmptyProps) {
  const Icon = reason === 'first-sync' ? IconCloudDownload : reason === 'search' ? IconSearch : IconPackage;
  return (
    <Stack align="center" gap="xs" p="xl" ta="center" data-testid="products-empty" data-reason={reason}>
      <ThemeIcon variant="light" color="gray" size={44} radius="xl">
        <Icon size={24} aria-hidden />
      </ThemeIcon>
      {reason === 'first-sync' && (
        <>
          <Text fw={600}>{messages.firstSyncTitle}</Text>
          <Text size="sm" c="dimmed" maw={420}>
            {messages.firstSync}
          </Text>
        </>
      )}
      {reason === 'none' && <Text>{messages.noneActive}</Text>}
      {reason === 'category' && (
        <>
          <Text>{messages.noneInCategory}</Text>
          <Button variant="light" size="sm" onClick={onAllCategories}>
            {messages.seeAllCategories}
          </Button>
        </>
      )}
      {reason === 'promotions' && (
        <>
          <Text>{messages.noneInPromotion}</Text>
          <Button variant="light" size="sm" onClick={onAllProducts}>
            {messages.seeAllProducts}
          </Button>
        </>
      )}
      {reason === 'search' && (
        <>
          <Text>{messages.noneForSearch(query.trim())}</Text>
          <Text size="sm" c="dimmed">
            {inCategory ? messages.noneForSearchInCategory : messages.noneForSearchHint}
          </Text>
          <Group gap="xs" justify="center">
            <Button variant="light" size="sm" onClick={onClearSearch}>
              {messages.clearSearch}
            </Button>
            {inCategory && (
              <Button variant="light" size="sm" onClick={onAllCategories}>
                {messages.seeAllCategories}
              </Button>
            )}
          </Group>
        </>
      )}
    </Stack>
  );
}
