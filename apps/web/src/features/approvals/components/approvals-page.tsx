import { Center, Loader, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ApprovalDecisionError, type ApprovalDecisionKind } from '@rota/domain';
import { useState } from 'react';
import { useAuth, useCan } from '#lib/auth/index.ts';
import { pathFor } from '#lib/routes/index.ts';
import { ScreenNotice } from '#ui/screen-notice.tsx';
import { decideApproval } from '../api/decide-approval.ts';
import type { WaitingSale } from '../api/waiting-sales.ts';
import { useWaitingSales } from '../hooks/use-waiting-sales.ts';
import { messages } from '../messages.ts';
import { ApprovalCard } from './approval-card.tsx';
import { DecisionModal } from './decision-modal.tsx';

interface Deciding {
  item: WaitingSale;
  decision: ApprovalDecisionKind;
}

/**
 * Aprovações (`/admin/approvals`, docs/domain.md "Approval"): the company's sales waiting for a
 * supervisor, oldest first, each with why; "Aprovar" sends it on to the ERP, "Reprovar" (with a
 * note) gives it back to the seller as an open cart. Read from the device and decided offline
 * like any write; a sale that begins to wait, or another supervisor decides, shows or leaves live.
 */
export function ApprovalsPage() {
  const allowed = useCan('canApproveSales');
  const decider = useAuth().session?.seller ?? null;
  const sellerId = decider?.id ?? null;
  const data = useWaitingSales();
  const [deciding, setDeciding] = useState<Deciding | null>(null);

  if (!allowed || !decider)
    return (
      <ScreenNotice
        testId="approvals-notice"
        title={messages.noPermission.title}
        body={messages.noPermission.body}
        backTo={pathFor('index')}
        backLabel={messages.noPermission.back}
      />
    );

  const confirm = async (note: string): Promise<string | null> => {
    if (!deciding) return null;
    try {
      await decideApproval(deciding.item.sale, { decision: deciding.decision, note }, decider);
    } catch (error) {
      if (error instanceof ApprovalDecisionError) return error.message;
      throw error;
    }
    notifications.show({
      color: deciding.decision === 'Aprovado' ? 'teal' : 'red',
      message: messages.queued(deciding.decision),
    });
    return null;
  };

  return (
    <Stack gap="md" maw={900} data-testid="approval-list">
      <Text size="sm" c="dimmed">
        {messages.intro}
      </Text>
      {data === undefined ? (
        <Center py="xl">
          <Loader aria-label={messages.loading} />
        </Center>
      ) : data.sales.length === 0 ? (
        <Stack gap={4} py="lg" data-testid="approval-empty">
          <Text fw={600}>{messages.empty}</Text>
          <Text size="sm" c="dimmed">
            {data.synced ? messages.emptyHint : messages.notSynced}
          </Text>
        </Stack>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {data.sales.map((item) => (
            <ApprovalCard
              key={item.sale.uuid}
              item={item}
              own={item.sale.seller_id === sellerId}
              onDecide={(decision) => setDeciding({ item, decision })}
            />
          ))}
        </Stack>
      )}
      <DecisionModal
        decision={deciding?.decision ?? null}
        clientName={deciding?.item.clientName ?? messages.noClient}
        onConfirm={confirm}
        onClose={() => setDeciding(null)}
      />
    </Stack>
  );
}
