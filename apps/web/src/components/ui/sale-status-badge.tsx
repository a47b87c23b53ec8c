import { Badge } from '@mantine/core';
import type { ApprovalStatus, SaleStatus } from '@rota/domain';

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

/**
 * What a supervisor's approval state reads as beside the status (docs/domain.md "Approval"), in
 * the light badge's text colour, which the app's colour resolver makes read at AA on its tint.
 */
const APPROVAL_BADGE: Record<ApprovalStatus, { label: string; color: string }> = {
  Aguardando: { label: 'Aguardando aprovação', color: 'orange' },
  Aprovado: { label: 'Aprovada', color: 'teal' },
  Reprovado: { label: 'Reprovada', color: 'red' },
};

/** A sale's approval state as a small badge; nothing for a sale that never needed one. */
export function SaleApprovalBadge({ status }: { status: ApprovalStatus | null | undefined }) {
  if (!status) return null;
  const { label, color } = APPROVAL_BADGE[status];
  return (
    <Badge
      size="sm"
      variant="light"
      tt="none"
      color={color}
      data-testid="sale-approval"
      style={{ flexShrink: 0, overflow: 'visible' }}
    >
      {label}
    </Badge>
  );
}
