import { Button, Card, Group, List, Stack, Text } from '@mantine/core';
import {
  type ApprovalDecisionKind,
  creditMessages,
  formatDateTime,
  formatMoney,
  stockMessages,
} from '@rota/domain';
import { IconCheck, IconX } from '@tabler/icons-react';
import type { WaitingSale } from '../api/waiting-sales.ts';
import { messages } from '../messages.ts';

interface ApprovalCardProps {
  item: WaitingSale;
  /** The sale is the supervisor's own: another supervisor decides it. */
  own: boolean;
  onDecide(decision: ApprovalDecisionKind): void;
}

/**
 * A sale waiting for approval: client, seller, when, total, each reason, the client's credit and
 * its products' stock as the server read them (limit, what it owed, this order; each count with
 * what other orders reserve and when it was counted), and the two decisions.
 */
export function ApprovalCard({ item, own, onDecide }: ApprovalCardProps) {
  const { sale } = item;
  const client = item.clientName ?? messages.noClient;
  return (
    <Card withBorder radius="md" padding="md" component="li" data-testid="approval-card">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <div style={{ minWidth: 0 }}>
            <Text fw={600} truncate>
              {client}
            </Text>
            <Text size="xs" c="dimmed">
              {sale.seller_name ?? messages.seller(sale.seller_id)} · {formatDateTime(sale.created_at)}
            </Text>
          </div>
          <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
            {formatMoney(item.total)}
          </Text>
        </Group>
        <div>
          <Text size="sm" fw={600}>
            {messages.reasonsTitle}
          </Text>
          <List size="sm" spacing={2}>
            {item.reasons.map((reason) => (
              <List.Item key={`${reason.code}-${reason.item_id ?? 0}`}>{reason.message}</List.Item>
            ))}
          </List>
        </div>
        {item.credit && (
          <div data-testid="approval-credit">
            <Text size="sm" fw={600}>
              {messages.creditTitle}
            </Text>
            <Text size="sm">
              {item.credit.credit_blocked &&
                `${creditMessages.blocked(item.credit.credit_blocked_reason)} · `}
              {creditMessages.figures(item.credit, item.total)}
            </Text>
          </div>
        )}
        {item.stock.length > 0 && (
          <div data-testid="approval-stock">
            <Text size="sm" fw={600}>
              {messages.stockTitle}
            </Text>
            <List size="sm" spacing={2}>
              {item.stock.map((line) => (
                <List.Item key={line.product_uuid}>
                  {messages.stockLine(
                    line.description,
                    stockMessages.figures(line, line.unit, 'company', new Date()),
                  )}
                </List.Item>
              ))}
            </List>
          </div>
        )}
        {own ? (
          <Text size="sm" c="dimmed" ta="right" data-testid="approval-own">
            {messages.ownSale}
          </Text>
        ) : (
          <Group justify="flex-end" gap="sm">
            <Button
              variant="outline"
              color="red"
              leftSection={<IconX size={18} aria-hidden />}
              onClick={() => onDecide('Reprovado')}
              aria-label={`${messages.reject} venda de ${client}`}
            >
              {messages.reject}
            </Button>
            <Button
              color="teal"
              leftSection={<IconCheck size={18} aria-hidden />}
              onClick={() => onDecide('Aprovado')}
              aria-label={`${messages.approve} venda de ${client}`}
            >
              {messages.approve}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
