import { Alert, List, Stack, Text } from '@mantine/core';
import { type ApprovalDecision, formatDateTime } from '@rota/domain';
import { IconCircleCheck, IconCircleX, IconClockPause } from '@tabler/icons-react';
import type { SaleRow } from '#lib/db/my-pwa-db.ts';
import { messages } from '../messages.ts';

const decisionLine = (decision: ApprovalDecision) =>
  `${messages.approvalDecision(decision.user_name, formatDateTime(decision.decided_at), decision.decision)}${
    decision.note ? `: “${decision.note}”` : ''
  }`;

/**
 * Where the sale stands with a supervisor (docs/domain.md "Approval"): waiting, with each reason;
 * rejected, with who, when and why, and what to do; approved, with who and when. Every decision
 * is listed when there were several (rejected, changed, sent again, approved).
 */
export function ApprovalNotice({ sale }: { sale: SaleRow }) {
  const status = sale.approval_status ?? null;
  const decisions = sale.approval_decisions ?? [];
  const last = decisions.at(-1);
  if (status === null) return null;
  const history =
    decisions.length > 1 ? (
      <div>
        <Text size="sm" fw={600} mt={6}>
          {messages.approvalHistory}
        </Text>
        <List size="sm" spacing={2}>
          {decisions.map((decision) => (
            <List.Item key={decision.uuid}>{decisionLine(decision)}</List.Item>
          ))}
        </List>
      </div>
    ) : null;
  if (status === 'Aguardando')
    return (
      <Alert
        color="orange"
        title={messages.approvalWaitingTitle}
        icon={<IconClockPause aria-hidden />}
        data-testid="sale-approval-notice"
      >
        <Stack gap={4}>
          <Text size="sm">{messages.approvalWaitingBody}</Text>
          <List size="sm" spacing={2}>
            {(sale.approval_reasons ?? []).map((reason) => (
              <List.Item key={`${reason.code}-${reason.item_id ?? 0}`}>{reason.message}</List.Item>
            ))}
          </List>
          {history}
        </Stack>
      </Alert>
    );
  const rejected = status === 'Reprovado';
  return (
    <Alert
      color={rejected ? 'red' : 'teal'}
      title={rejected ? messages.approvalRejectedTitle : messages.approvalApprovedTitle}
      icon={rejected ? <IconCircleX aria-hidden /> : <IconCircleCheck aria-hidden />}
      data-testid="sale-approval-notice"
    >
      <Stack gap={4}>
        {last && (
          <Text size="sm" fw={600}>
            {decisionLine(last)}
          </Text>
        )}
        {rejected && <Text size="sm">{messages.approvalRejectedAdvice}</Text>}
        {history}
      </Stack>
    </Alert>
  );
}
