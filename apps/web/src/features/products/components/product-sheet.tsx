import './product-list.css';
import { CloseButton, Group, Modal, Paper, ScrollArea, Text, Title } from '@mantine/core';
import type { Promotion } from '@rota/domain';
import { useId } from 'react';
import type { ProductListItem } from '../api/product-list-item.ts';
import type { SaleClient } from '../hooks/use-sale-client.ts';
import { messages } from '../messages.ts';
import { ProductDetails } from './product-details.tsx';

interface ProductSheetProps {
  /** The product of `?product=`; null when that uuid is not a listed product. */
  item: ProductListItem | null;
  /** Its promotions running today. */
  promotions: readonly Promotion[] | undefined;
  /** A side panel beside the table (desktop) rather than a drawer from the bottom (phone). */
  wide: boolean;
  canViewLists: boolean;
  client: SaleClient | null;
  onClose: () => void;
}

function SheetBody({ item, promotions, canViewLists, client }: Omit<ProductSheetProps, 'wide' | 'onClose'>) {
  return item ? (
    <ProductDetails item={item} promotions={promotions} canViewLists={canViewLists} client={client} />
  ) : (
    <Text c="dimmed">{messages.productMissing}</Text>
  );
}

/**
 * A product's sheet, opened from its row: on a phone a sheet rising from the bottom over the list
 * (Mantine's Modal, already in the app's shared chunk, placed at the bottom: a Drawer would add
 * its own code), on a wide screen a panel beside the table (the list stays usable). Its title is
 * the description.
 */
export function ProductSheet({ item, promotions, wide, canViewLists, client, onClose }: ProductSheetProps) {
  const titleId = useId();
  const title = item?.product.description ?? messages.sheetLabel;
  if (!wide) {
    return (
      <Modal
        opened
        onClose={onClose}
        title={title}
        closeButtonProps={{ 'aria-label': messages.close }}
        transitionProps={{ transition: 'slide-up' }}
        classNames={{ inner: 'rota-product-sheet-inner', content: 'rota-product-sheet' }}
        styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
        data-testid="product-sheet"
      >
        <SheetBody item={item} promotions={promotions} canViewLists={canViewLists} client={client} />
      </Modal>
    );
  }
  return (
    <Paper
      withBorder
      radius="md"
      component="aside"
      aria-labelledby={titleId}
      data-testid="product-sheet"
      style={{ flex: '0 0 420px', display: 'flex', flexDirection: 'column', minHeight: 0 }}
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start" p="md" pb="xs" gap="xs">
        <Title order={2} size="h4" id={titleId}>
          {title}
        </Title>
        <CloseButton aria-label={messages.close} onClick={onClose} />
      </Group>
      <ScrollArea style={{ flex: 1 }} px="md" pb="md">
        <SheetBody item={item} promotions={promotions} canViewLists={canViewLists} client={client} />
      </ScrollArea>
    </Paper>
  );
}
