import { Badge } from '@mantine/core';
import type { ProductionOrderStatus } from '@rota/domain';

const colors: Record<ProductionOrderStatus, string> = {
  Planejada: 'gray.7',
  'Em produção': 'blue',
  Pausada: 'orange',
  Encerrada: 'dark.6',
};

/** An order's status as a solid badge (white text on a dark colour, readable from a step away). */
export function OrderStatusBadge({ status }: { status: ProductionOrderStatus }) {
  return (
    <Badge size="xl" variant="filled" tt="none" color={colors[status]} radius="sm">
      {status}
    </Badge>
  );
}
