import { Alert, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import type { ManagerPeriod } from '@rota/domain';
import { IconArrowDownRight, IconArrowRight, IconArrowUpRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { pathFor } from '#lib/routes/index.ts';
import { managerSummaryQuery } from '../api/manager-queries.ts';
import { messages } from '../messages.ts';
import { type KpiCard, kpiCards } from '../model/kpi-cards.ts';

const TREND = {
  up: { Icon: IconArrowUpRight, color: 'var(--mantine-color-green-light-color)' },
  down: { Icon: IconArrowDownRight, color: 'red.8' },
  flat: { Icon: IconArrowRight, color: 'gray.7' },
} as const;

/** The dashboard's KPI cards over the period, each a link to its screen (the period kept). */
export function KpiCardsRow({ period }: { period: ManagerPeriod }) {
  const query = useQuery(managerSummaryQuery(period));
  const grid = (children: ReactNode) => (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 5 }} spacing="md" data-testid="kpi-cards">
      {children}
    </SimpleGrid>
  );
  if (query.data) return grid(kpiCards(query.data).map((card) => <KpiCardLink key={card.key} card={card} />));
  if (query.isError) {
    return (
      <Alert color="red" p="sm">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{messages.kpi.failed}</Text>
          <Button size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
            {messages.card.retry}
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (query.fetchStatus === 'paused') {
    return (
      <Alert color="yellow" p="sm">
        <Text size="sm">{messages.card.offline}</Text>
      </Alert>
    );
  }
  return grid(['a', 'b', 'c', 'd', 'e'].map((key) => <Skeleton key={key} height={112} radius="md" />));
}

function KpiCardLink({ card }: { card: KpiCard }) {
  const { search } = useLocation();
  const trend = card.change ? TREND[card.change.trend] : null;
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component={Link}
      to={{ pathname: pathFor(card.route), search }}
      data-testid={`kpi-${card.key}`}
      // The card is the container its figure is sized against (below).
      style={{ textDecoration: 'none', color: 'inherit', containerType: 'inline-size' }}
    >
      <Text size="sm" c="dimmed" fw={500}>
        {card.title}
      </Text>
      {/* Sized by the card's width, not the screen's: "R$ 1.024.797,80" fits a tablet's third
          of a row as it fits a phone's full one, never running past the border. */}
      <Text
        fw={700}
        lh={1.3}
        c={card.alert ? 'red.8' : undefined}
        style={{ whiteSpace: 'nowrap', fontSize: 'clamp(15px, 10cqi, 24px)' }}
      >
        {card.value}
      </Text>
      {card.change && trend && (
        <Group gap={4} c={trend.color} wrap="nowrap">
          <trend.Icon size={18} aria-hidden />
          <Text size="sm" fw={700} aria-label={card.change.label}>
            {card.change.text}
          </Text>
        </Group>
      )}
      <Text size="xs" c="dimmed">
        {card.detail}
      </Text>
    </Card>
  );
}
