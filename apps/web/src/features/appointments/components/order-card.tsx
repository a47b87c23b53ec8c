import { Alert, Group, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatDate, formatRelativeTime } from '@rota/domain';
import { IconWifiOff } from '@tabler/icons-react';
import type { OrderView } from '../hooks/use-order.ts';
import { messages } from '../messages.ts';
import { OrderStatusBadge } from './order-status-badge.tsx';

const { order: text } = messages;

function Figure({
  label,
  value,
  unit,
  color,
}: {
  label: string;
  value: number;
  unit: string;
  color?: string;
}) {
  return (
    <Stack gap={0}>
      <Text fz="sm" fw={600} c="gray.8">
        {label}
      </Text>
      <Text fz={{ base: 22, sm: 28 }} fw={800} lh={1.15} c={color} data-figure={label}>
        {text.quantity(value, unit)}
      </Text>
    </Stack>
  );
}

/** The order the operator found: what is planned, done and left, and its status. */
export function OrderCard({ view, now }: { view: Extract<OrderView, { kind: 'found' }>; now: Date }) {
  const { order, progress, status } = view;
  return (
    <Paper component="section" withBorder p="md" radius="md" aria-labelledby="order-card-title">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Stack gap={2}>
            <Title order={2} fz={28} id="order-card-title">
              {text.title(order.num_op)}
            </Title>
            <Text fz="lg" fw={600}>
              {order.description}
            </Text>
            <Text fz="sm" c="gray.8">
              {order.code_erp_product}
              {order.due_date ? ` · ${text.due(formatDate(order.due_date))}` : ''}
            </Text>
          </Stack>
          <OrderStatusBadge status={status} />
        </Group>
        <SimpleGrid type="container" cols={{ base: 2, '21em': 4 }} spacing="xs">
          <Figure label={text.planned} value={progress.planned} unit={order.unit} />
          <Figure label={text.produced} value={progress.produced} unit={order.unit} color="green.9" />
          <Figure label={text.left} value={progress.left} unit={order.unit} color="blue.9" />
          <Figure label={text.scrap} value={progress.scrap} unit={order.unit} color="red.9" />
        </SimpleGrid>
        <Progress
          value={progress.percent}
          size={18}
          radius="sm"
          color="green"
          aria-label={text.progress(progress.percent)}
        />
        <Text fz="sm" fw={600}>
          {text.progress(progress.percent)}
        </Text>
        {view.stale && (
          <Alert color="gray" variant="light" icon={<IconWifiOff size={20} aria-hidden />} p="xs">
            {messages.search.stale(formatRelativeTime(order.fetched_at, now))}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
