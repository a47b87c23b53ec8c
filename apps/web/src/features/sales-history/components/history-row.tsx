import { Group, Text, UnstyledButton } from '@mantine/core';
import { formatDate, formatMoney, orderLabel } from '@rota/domain';
import { IconChevronRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { pathFor } from '#lib/routes/index.ts';
import { DotParts } from '#ui/dot-parts.tsx';
import { SaleStatusBadge } from '#ui/sale-status-badge.tsx';
import type { HistoryItem } from '../api/history-list.ts';
import { messages } from '../messages.ts';

/** A processed or cancelled sale: client, order number, day, ERP number, total, and a cancellation's reason. */
export function HistoryRow({ item, showSeller = false }: { item: HistoryItem; showSeller?: boolean }) {
  const { sale } = item;
  const client = item.clientName ?? messages.noClient;
  return (
    <li data-testid="history-row">
      <UnstyledButton
        component={Link}
        to={pathFor('sales.items', {}, { sale: sale.uuid })}
        style={{ display: 'block', padding: '10px 4px', borderTop: '1px solid var(--mantine-color-gray-2)' }}
      >
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <div style={{ minWidth: 0, flex: 1 }}>
            <Text size="sm" fw={600} lineClamp={2}>
              {client}
            </Text>
            <Group gap={6} mt={2}>
              <SaleStatusBadge status={sale.status} />
              <Text size="xs" c="dimmed">
                <DotParts
                  parts={[
                    { text: messages.order(orderLabel(sale)), testId: 'history-order-number' },
                    { text: formatDate(item.day) },
                    { text: sale.code_erp ? messages.erpNumber(sale.code_erp) : messages.noErpNumber },
                    showSeller && {
                      text: messages.soldBy(item.sellerName ?? `${sale.seller_id}`),
                      testId: 'history-seller',
                    },
                  ]}
                />
              </Text>
            </Group>
            {sale.status === 'Cancelado' && sale.reason_canceled && (
              <Text size="xs" c="var(--mantine-color-red-light-color)" mt={2} data-testid="history-reason">
                {messages.reason(sale.reason_canceled)}
              </Text>
            )}
          </div>
          <Text
            size="sm"
            fw={600}
            td={sale.status === 'Cancelado' ? 'line-through' : undefined}
            style={{ whiteSpace: 'nowrap' }}
          >
            {formatMoney(item.total)}
          </Text>
          <IconChevronRight size={18} color="var(--mantine-color-gray-5)" aria-hidden />
        </Group>
      </UnstyledButton>
    </li>
  );
}
