import { Badge } from '@mantine/core';
import type { SaleStatus } from '@rota/domain';

/** One colour per §4 status, the same on every screen that lists sales. */
export const SALE_STATUS_COLOR: Record<SaleStatus, string> = {
  Aberto: 'blue',
  'Aguardando Finalizar': 'yellow',
  Finalizado: 'cyan',
  Integrado: 'indigo',
  Processado: 'teal',
  Cancelado: 'gray',
  Falha: 'red',
};

/** A sale's status as a small badge, in its stored wording (§4). */
export function SaleStatusBadge({ status }: { status: SaleStatus }) {
  return (
    <Badge
      size="sm"
      variant="light"
      tt="none"
      color={SALE_STATUS_COLOR[status]}
      data-testid="sale-status"
      style={{ flexShrink: 0, overflow: 'visible' }}
    >
      {status}
    </Badge>
  );
}
