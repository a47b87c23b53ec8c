import { Badge, Group, Stack, Text } from '@mantine/core';
import { formatDate, formatMoney } from '@rota/domain';
import type { ClientHistory } from '../hooks/use-client-history.ts';
import { messages } from '../messages.ts';
import { SectionCard } from './section-card.tsx';

const money = (cents: number) => <span style={{ whiteSpace: 'nowrap' }}>{formatMoney(cents)}</span>;

/** Open titles with their totals ("Em aberto", "Em atraso") and the days late of each overdue one. */
export function ClientFinancialSection({ titles }: { titles: ClientHistory['titles'] }) {
  if (!titles) {
    return (
      <SectionCard title={messages.financial} testId="client-financial">
        <Text size="sm" c="dimmed">
          {messages.financialNoCode}
        </Text>
      </SectionCard>
    );
  }
  return (
    <SectionCard title={messages.financial} testId="client-financial">
      <Stack gap="sm">
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
