import { Alert, Anchor, Stack, Text } from '@mantine/core';
import type { SaleEditBlock } from '@rota/domain';
import { IconAlertTriangle, IconCloudUpload, IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { SaleRow } from '#lib/db/my-pwa-db.ts';
import { pathFor } from '#lib/routes/index.ts';
import type { SaleOutboxState } from '../api/sale-outbox-states.ts';
import { messages } from '../messages.ts';
import { ApprovalNotice } from './approval-notice.tsx';

interface SaleNoticesProps {
  sale: SaleRow;
  outbox: SaleOutboxState | null;
  block: SaleEditBlock | null;
}

/**
 * What the seller must know about a sale before its items: where it stands with a supervisor,
 * a Falha with the ERP's message and
 * what to do, a cancellation's reason, a write the server refused or has not received yet, and
 * why the items cannot be edited here.
 */
export function SaleNotices({ sale, outbox, block }: SaleNoticesProps) {
  return (
    <Stack gap="xs">
      <ApprovalNotice sale={sale} />
      {sale.status === 'Falha' && (
        <Alert
          color="red"
          title={messages.failureTitle}
          icon={<IconAlertTriangle aria-hidden />}
          data-testid="sale-failure"
        >
          <Text size="sm" fw={600}>
            {sale.failure_message ?? messages.failureNoMessage}
          </Text>
          <Text size="sm" mt={4}>
            {messages.failureAdvice}
          </Text>
        </Alert>
      )}
      {sale.status === 'Cancelado' && sale.reason_canceled && (
        <Alert color="gray">{messages.cancelledReason(sale.reason_canceled)}</Alert>
      )}
      {outbox?.state === 'failed' ? (
        <Alert color="red" icon={<IconCloudUpload aria-hidden />} data-testid="sale-refused">
          <Text size="sm">{messages.refusedNotice(outbox.error ?? '')}</Text>
          <Anchor component={Link} to={pathFor('outbox')} size="sm">
            {messages.seeOutbox}
          </Anchor>
        </Alert>
      ) : outbox ? (
        <Alert color="orange" icon={<IconCloudUpload aria-hidden />}>
          {messages.unsentNotice}
        </Alert>
      ) : null}
      {block?.code === 'server_owned' ? (
        // Not a refusal: the sale is shown as it is, the ERP's now. A line says why it stays so.
        <Text size="sm" c="dimmed" data-testid="sale-edit-block">
          {block.message}
        </Text>
      ) : block ? (
        <Alert
          color="gray"
          title={messages.notEditableTitle}
          icon={<IconLock aria-hidden />}
          data-testid="sale-edit-block"
        >
          {block.message}
        </Alert>
      ) : null}
    </Stack>
  );
}
