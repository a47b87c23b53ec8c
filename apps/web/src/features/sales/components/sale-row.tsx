import { Group, Text, UnstyledButton } from '@mantine/core';
import { formatDate, formatMoney, orderLabel } from '@rota/domain';
import { IconChevronRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { DotParts } from '#ui/dot-parts.tsx';
import { SaleApprovalBadge, SaleStatusBadge } from '#ui/sale-status-badge.tsx';
import type { SaleListItem } from '../api/sale-list.ts';
import { messages } from '../messages.ts';
import { saleItemsPath } from './sale-items-path.ts';
import { SaleOutboxBadge } from './sale-outbox-badge.tsx';

/** A sent sale: client, order number, date, status (live), ERP number, total; opens the sale's screen. */
export function SaleRow({ item }: { item: SaleListItem }) {
  const { sale } = item;
  return (
    <li data-testid="sale-row">
      <UnstyledButton
        component={Link}
        to={saleItemsPath(sale.uuid)}
        style={{ display: 'block', padding: '10px 4px', borderTop: '1px solid var(--mantine-color-gray-2)' }}
      >
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <div style={{ minWidth: 0, flex: 1 }}>
            <Text size="sm" fw={600} lineClamp={2}>
              {item.clientName ?? messages.noClient}
            </Text>
            <Group gap={6} mt={2}>
              <SaleStatusBadge status={sale.status} />
              <SaleApprovalBadge status={sale.approval_status} />
              <SaleOutboxBadge outbox={item.outbox} />
              <Text size="xs" c="dimmed">
                <DotParts
                  parts={[
                    { text: messages.order(orderLabel(sale)), testId: 'sale-order-number' },
                    { text: formatDate(sale.created_at) },
                    Boolean(sale.code_erp) && { text: messages.erpNumber(sale.code_erp) },
                  ]}
                />
              </Text>
            </Group>
          </div>
          <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
            {formatMoney(item.total)}
          </Text>
          <IconChevronRight size={18} color="var(--mantine-color-gray-5)" aria-hidden />
        </Group>
      </UnstyledButton>
    </li>
  );
}
