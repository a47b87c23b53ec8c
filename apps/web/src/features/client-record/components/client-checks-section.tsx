import { Badge, Group, Stack, Text } from '@mantine/core';
import { type CheckStatus, formatDate, formatMoney } from '@rota/domain';
import type { CheckRow } from '#lib/db/my-pwa-db.ts';
import { messages } from '../messages.ts';
import { SectionCard } from './section-card.tsx';

const statusColor: Record<CheckStatus, string> = {
  'Em carteira': 'blue',
  Depositado: 'cyan',
  Compensado: 'teal',
  Devolvido: 'red',
  Resgatado: 'gray',
};

/** The client's checks with their status ("bom para", returned ones with the reason). */
export function ClientChecksSection({ checks }: { checks: CheckRow[] | null }) {
  if (!checks) return null;
  return (
    <SectionCard title={messages.checks} testId="client-checks">
      {checks.length === 0 ? (
        <Text size="sm" c="dimmed">
          {messages.noChecks}
        </Text>
      ) : (
        <Stack gap={0} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {checks.map((check) => (
            <Group
              key={check.uuid}
              component="li"
              justify="space-between"
              wrap="nowrap"
              align="flex-start"
              py={8}
              style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
              data-testid="client-check"
            >
              <div style={{ minWidth: 0 }}>
                <Text size="sm" fw={500}>
                  {messages.checkLine(check.bank, check.number)}
                </Text>
                <Text size="xs" c="dimmed">
                  {messages.checkGoodFor(formatDate(check.good_for))}
                </Text>
                {check.return_reason && (
                  <Text size="xs" c="var(--mantine-color-red-light-color)">
                    {messages.checkReturned(check.return_reason)}
                  </Text>
                )}
              </div>
              <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
                <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                  {formatMoney(check.amount)}
                </Text>
                <Badge size="sm" variant="light" tt="none" color={statusColor[check.status]}>
                  {check.status}
                </Badge>
              </Stack>
            </Group>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
