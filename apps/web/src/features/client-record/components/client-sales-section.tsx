import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { formatDate, formatMoney, isActiveSaleStatus, type SaleStatus } from '@rota/domain';
import { Link } from 'react-router';
import { repeatOrderPath } from '#lib/routes/index.ts';
import type { ClientSale } from '../hooks/use-client-history.ts';
import { messages } from '../messages.ts';
import { SectionCard } from './section-card.tsx';

const statusColor: Record<SaleStatus, string> = {
  Aberto: 'blue',
  'Aguardando Finalizar': 'yellow',
  Finalizado: 'cyan',
  Integrado: 'indigo',
  Processado: 'teal',
  Cancelado: 'gray',
  Falha: 'red',
};

/**
 * The client's last sales on the device, newest first: date, items, status and total; a sale no
 * longer open offers "Repetir pedido" (canNewSaleClient), which the checkout runs.
 */
export function ClientSalesSection({
  sales,
  more,
  canRepeat = false,
}: {
  sales: ClientSale[];
  more: number;
  canRepeat?: boolean;
}) {
  return (
    <SectionCard title={messages.sales} testId="client-sales">
      {sales.length === 0 ? (
        <Text size="sm" c="dimmed">
          {messages.noSales}
        </Text>
      ) : (
        <Stack gap={0} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {sales.map((sale) => (
            <Group
              key={sale.uuid}
              component="li"
              justify="space-between"
              wrap="nowrap"
              py={8}
              style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
              data-testid="client-sale"
            >
              <div style={{ minWidth: 0 }}>
                <Text size="sm">{messages.saleLine(formatDate(sale.createdAt), sale.itemCount)}</Text>
                <Badge size="sm" variant="light" tt="none" color={statusColor[sale.status]}>
                  {sale.status}
                </Badge>
              </div>
              <Stack gap={2} align="flex-end">
                <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                  {formatMoney(sale.total)}
                </Text>
                {canRepeat && !isActiveSaleStatus(sale.status) && (
                  <Button
                    component={Link}
                    to={repeatOrderPath(sale.uuid)}
                    size="compact-sm"
                    variant="subtle"
                    aria-label={messages.repeatOrderOf(formatDate(sale.createdAt))}
                  >
                    {messages.repeatOrder}
                  </Button>
                )}
              </Stack>
            </Group>
          ))}
          {more > 0 && (
            <Text component="li" size="xs" c="dimmed" pt={4}>
              {messages.moreSales(more)}
            </Text>
          )}
        </Stack>
      )}
    </SectionCard>
  );
}
