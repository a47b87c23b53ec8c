import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { formatDate, isActiveSaleStatus, orderLabel, saleEditBlock } from '@rota/domain';
import { Link } from 'react-router';
import { useCan } from '#lib/auth/index.ts';
import { pathFor, usePageTitle } from '#lib/routes/index.ts';
import { DotParts } from '#ui/dot-parts.tsx';
import { SaleApprovalBadge, SaleStatusBadge } from '#ui/sale-status-badge.tsx';
import { useSaleItemsEditor } from '../hooks/use-sale-items-editor.ts';
import { useSaleNotes } from '../hooks/use-sale-notes.ts';
import { useSaleRecord } from '../hooks/use-sale-record.ts';
import { messages } from '../messages.ts';
import { SaleItemsEditor } from './sale-items-editor.tsx';
import { SaleNotesForm } from './sale-notes-form.tsx';
import { SaleNotices } from './sale-notices.tsx';
import { SaleOutboxBadge } from './sale-outbox-badge.tsx';

/**
 * "Editar itens da venda" (route `sales.items`, §2 /admin/sales/items?sale=<uuid>): one sale of
 * the seller's. Its items can be edited while the sale is still theirs (a cart) and the profile
 * grants `canEditSaleItem` (domain `saleEditBlock`); otherwise they are shown with the reason.
 * A Falha shows the ERP's message and what to do. Notes can be added at any status, offline.
 */
export function SaleItemsPage() {
  const record = useSaleRecord();
  const canEdit = useCan('canEditSaleItem');
  const sale = record?.sale ?? null;
  const editor = useSaleItemsEditor(sale);
  const notes = useSaleNotes(sale);
  // A sale the server owns is only shown: the header names it, not "Editar itens da venda".
  usePageTitle(sale && !isActiveSaleStatus(sale.status) ? messages.viewTitle(orderLabel(sale)) : null);

  if (record === undefined) return <Text c="dimmed">{messages.loading}</Text>;
  if (!sale) {
    return (
      <Stack gap="xs" data-testid="sale-missing">
        <Text>{messages.missingSale}</Text>
        <Anchor component={Link} to={pathFor('sales')}>
          {messages.backToSales}
        </Anchor>
      </Stack>
    );
  }
  const block = saleEditBlock(sale, {
    canEditSaleItem: canEdit,
    sending: record.outbox?.state === 'sending',
  });

  return (
    <Stack gap="md" maw={760}>
      <Card withBorder padding="sm" radius="md">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Title order={2} size="h4" style={{ minWidth: 0 }}>
            {messages.saleOf(sale.client?.name ?? messages.noClient)}
          </Title>
          <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }}>
            <SaleApprovalBadge status={sale.approval_status} />
            <SaleStatusBadge status={sale.status} />
          </Group>
        </Group>
        <Group gap="xs" mt={4}>
          <Text size="sm" c="dimmed">
            <DotParts
              parts={[
                { text: messages.order(orderLabel(sale)), testId: 'sale-order-number' },
                { text: messages.madeOn(formatDate(sale.created_at)) },
                Boolean(sale.code_erp) && { text: messages.erpNumber(sale.code_erp) },
              ]}
            />
          </Text>
          <SaleOutboxBadge outbox={record.outbox} />
        </Group>
      </Card>
      <SaleNotices sale={sale} outbox={record.outbox} block={block} />
      <section aria-labelledby="sale-items-title">
        <Title order={3} size="h5" id="sale-items-title" mb={4}>
          {messages.itemsTitle}
        </Title>
        <SaleItemsEditor editor={editor} editable={block === null} />
      </section>
      <section aria-labelledby="sale-notes-title">
        <Title order={3} size="h5" id="sale-notes-title" mb={4}>
          {messages.notesTitle}
        </Title>
        <SaleNotesForm notes={notes} />
      </section>
      <Anchor component={Link} to={pathFor('sales')} size="sm">
        {messages.backToSales}
      </Anchor>
    </Stack>
  );
}
