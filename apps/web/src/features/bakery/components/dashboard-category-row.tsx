import { Badge, Box, Flex, Group, Paper, SimpleGrid, Text } from '@mantine/core';
import { IconAlarm } from '@tabler/icons-react';
import { messages } from '../messages.ts';
import type { DashboardRow, StageProgress } from '../model/dashboard-rows.ts';

/** A stage's figure: label over it on a wide screen, label beside it on a phone (one line each). */
function Value({ label, progress }: { label: string; progress: StageProgress | null }) {
  return (
    <Flex
      direction={{ base: 'row', sm: 'column' }}
      justify={{ base: 'space-between', sm: 'flex-start' }}
      align={{ base: 'baseline', sm: 'flex-start' }}
      gap={{ base: 'xs', sm: 0 }}
    >
      <Text fz="sm" fw={600} c="gray.8">
        {label}
      </Text>
      <Text fz={{ base: 22, sm: 24 }} fw={800} lh={1.15} style={{ whiteSpace: 'nowrap' }} data-figure={label}>
        {progress ? messages.of(progress.done, progress.quantity) : '—'}
      </Text>
    </Flex>
  );
}

/** A category of the day: its colour tile with its name, its three stages, "Atrasado" when late. */
export function DashboardCategoryRow({ row }: { row: DashboardRow }) {
  const { look } = row;
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      component="li"
      data-category={look.code}
      aria-label={look.name}
      style={row.late ? { borderColor: 'var(--mantine-color-red-8)', borderWidth: 2 } : undefined}
    >
      <Group wrap="wrap" gap="md" align="center">
        <Box
          data-tile
          bg={look.color}
          c={look.textColor}
          w={180}
          mih={64}
          px="sm"
          py={6}
          style={{ borderRadius: 8, display: 'flex', flexDirection: 'column', justifyContent: 'center' }}
        >
          {look.nameLines.map((line) => (
            <Text key={line} fw={700} fz={18} lh={1.2} c="inherit">
              {line}
            </Text>
          ))}
        </Box>
        <SimpleGrid
          cols={{ base: 1, sm: 3 }}
          spacing={{ base: 2, sm: 'md' }}
          style={{ flex: 1, minWidth: 260 }}
        >
          <Value label={messages.stages.produced} progress={row.stages.production} />
          <Value label={messages.stages.separated} progress={row.stages.separation} />
          <Value label={messages.stages.delivered} progress={row.stages.delivery} />
        </SimpleGrid>
        {row.late && (
          <Badge color="red" size="xl" variant="filled" leftSection={<IconAlarm size={18} aria-hidden />}>
            {messages.dashboard.late}
          </Badge>
        )}
      </Group>
    </Paper>
  );
}
