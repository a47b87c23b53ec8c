import { ActionIcon, Group, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { formatUnitPrice, unitLabel } from '@rota/domain';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import type { ProductRow } from '#lib/db/my-pwa-db.ts';
import { useProductSearch } from '../hooks/use-product-search.ts';
import { messages } from '../messages.ts';

/**
 * The search that adds products: description, code or barcode (a barcode reader types it and
 * presses Enter: one match opens it). Each match is a big row that opens the add dialog.
 */
export function ProductPicker({
  companyId,
  onPick,
  onSearching,
}: {
  companyId: number;
  onPick: (product: ProductRow) => void;
  /** Whether the matches are on screen (something typed), told whenever it changes. */
  onSearching?: (searching: boolean) => void;
}) {
  const [typed, setTyped] = useState('');
  const matches = useProductSearch(typed, companyId);
  const searching = typed.trim() !== '';
  useEffect(() => onSearching?.(searching), [onSearching, searching]);
  useEffect(() => () => onSearching?.(false), [onSearching]);
  const pick = (product: ProductRow) => {
    onPick(product);
    setTyped('');
  };
  return (
    <Stack gap={6}>
      <TextInput
        label={messages.searchProduct}
        placeholder={messages.searchProductPlaceholder}
        leftSection={<IconSearch size={18} />}
        value={typed}
        onChange={(event) => setTyped(event.currentTarget.value)}
        onKeyDown={(event) => {
          const only = matches?.shown.length === 1 ? matches.shown[0] : undefined;
          if (event.key === 'Enter' && only) {
            event.preventDefault();
            pick(only);
          }
        }}
        size="md"
        type="search"
        enterKeyHint="search"
      />
      {searching && matches && (
        <Stack
          gap={0}
          data-testid="product-matches"
          style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}
        >
          {matches.shown.length === 0 && (
            <Text size="sm" c="dimmed" p="sm">
              {messages.noProducts}
            </Text>
          )}
          {matches.shown.map((product) => (
            <UnstyledButton
              key={product.uuid}
              onClick={() => pick(product)}
              aria-label={messages.addTo(product.description)}
              data-testid="product-match"
              style={{ borderTop: '1px solid var(--mantine-color-gray-2)', minHeight: 52 }}
              px="sm"
              py={6}
            >
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <div style={{ minWidth: 0 }}>
                  {/* Two lines: what tells packagings apart ("caixa 5 kg", "pacote 400 g") is at the end. */}
                  <Text size="sm" fw={600} lineClamp={2}>
                    {product.description}
                  </Text>
                  <Text size="xs" c="dimmed">
                    <Text span size="xs" fw={700} c="dark.7">
                      {messages.pricePerUnit(formatUnitPrice(product.price), unitLabel(product.unit))}
                    </Text>
                    {` · ${messages.productCode(product.code_erp)}`}
                  </Text>
                </div>
                <ActionIcon component="span" size={36} variant="light" aria-hidden>
                  <IconPlus size={18} />
                </ActionIcon>
              </Group>
            </UnstyledButton>
          ))}
          {matches.more > 0 && (
            <Text size="xs" c="dimmed" p="xs">
              {messages.moreProducts(matches.more)}
            </Text>
          )}
        </Stack>
      )}
    </Stack>
  );
}
