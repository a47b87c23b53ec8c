import { Badge, Group, Stack, Text } from '@mantine/core';
import { type ClientCredit, formatDate, formatMoney } from '@rota/domain';
import type { ClientHistory } from '../hooks/use-client-history.ts';
import { messages } from '../messages.ts';
import { SectionCard } from './section-card.tsx';

const money = (cents: number) => <span style={{ whiteSpace: 'nowrap' }}>{formatMoney(cents)}</span>;

/**
 * The ERP's credit of the client, when it has a limit or a block: the limit with what is left of
 * it (or how far over it the client is) and the block with its reason, before the seller sells.
 */
function CreditSummary({ credit }: { credit: ClientCredit }) {
  const left = credit.credit_limit === null ? null : credit.credit_limit - credit.open;
  return (
    <Stack gap={4} data-testid="client-credit">
      {credit.credit_blocked && (
        <Badge size="lg" color="red" variant="filled" tt="none" style={{ maxWidth: '100%', height: 'auto' }}>
          <Text span size="sm" fw={600} style={{ whiteSpace: 'normal' }}>
            {messages.creditBlocked(credit.credit_blocked_reason)}
          </Text>
        </Badge>
      )}
      {credit.credit_limit !== null && left !== null && (
        <Text size="sm">
          <Text span fw={600}>
            {messages.creditLimit(formatMoney(credit.credit_limit))}
          </Text>
          {' · '}
          <Text span fw={600} c={left < 0 ? 'red.8' : 'teal.9'}>
            {left < 0 ? messages.creditOver(formatMoney(-left)) : messages.creditLeft(formatMoney(left))}
          </Text>
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {messages.creditOpenNote}
      </Text>
    </Stack>
  );
}

/** Open titles with their totals ("Em aberto", "Em atraso") and the days late of each overdue one. */
export function ClientFinancialSection({
  titles,
  credit,
}: {
  titles: ClientHistory['titles'];
  credit: ClientCredit | null;
}) {
  if (!titles) {
    return (
      <SectionCard title={messages.financial} testId="client-financial">
        <Stack gap="sm">
          {credit && <CreditSummary credit={credit} />}
          <Text size="sm" c="dimmed">
            {messages.financialNoCode}
          </Text>
        </Stack>
      </SectionCard>
    );
  }
  return (
    <SectionCard title={messages.financial} testId="client-financial">
      <Stack gap="sm">
        {credit && <CreditSummary credit={credit} />}
        <Group gap="sm">
          <Badge size="lg" variant="light" color="blue" tt="none" data-testid="financial-open">
            {messages.openTotal(formatMoney(titles.openTotal))}
          </Badge>
          <Badge
            size="lg"
            variant={titles.overdueTotal > 0 ? 'filled' : 'light'}
            color={titles.overdueTotal > 0 ? 'red' : 'gray'}
            tt="none"
            data-testid="financial-overdue"
          >
            {messages.overdueTotal(formatMoney(titles.overdueTotal))}
          </Badge>
        </Group>
        {titles.open.length === 0 ? (
          <Text size="sm" c="dimmed">
            {messages.noTitles}
          </Text>
        ) : (
          <Stack gap={0} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {titles.open.map((title) => (
              <Group
                key={title.uuid}
                component="li"
                justify="space-between"
                wrap="nowrap"
                py={8}
                style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
                data-testid="financial-title"
              >
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" fw={500}>
                    {messages.titleDocument(title.document, title.installment)}
                  </Text>
                  <Text size="xs" c={title.daysLate > 0 ? 'red.8' : 'dimmed'}>
                    {messages.titleDue(formatDate(title.dueDate))}
                    {title.daysLate > 0 && ` · ${messages.titleLate(title.daysLate)}`}
                  </Text>
                </div>
                <Text
                  size="sm"
                  fw={600}
                  c={title.daysLate > 0 ? 'red.8' : undefined}
                  style={{ flexShrink: 0 }}
                >
                  {money(title.balance)}
                </Text>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </SectionCard>
  );
}
