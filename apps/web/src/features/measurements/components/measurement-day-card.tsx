import {
  Badge,
  Card,
  Divider,
  Group,
  Stack,
  Table,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import {
  type Driver,
  formatDate,
  formatPlate,
  formatQuantity,
  type Measurement,
  type MeasurementDay,
  type Volume,
  WEEKDAYS,
  weekdayOfDate,
} from '@rota/domain';
import { Link } from 'react-router';
import { pathFor } from '#lib/routes/index.ts';
import type { MeasurementSendState } from '../hooks/use-my-measurements.ts';
import { messages } from '../messages.ts';

const { list } = messages;

interface Names {
  drivers: ReadonlyMap<number, Driver>;
  volumes: ReadonlyMap<number, Volume>;
}

function SendBadge({ state }: { state: MeasurementSendState | undefined }) {
  if (!state) return null;
  return state.kind === 'refused' ? (
    <Badge color="red" variant="light" size="sm" mt={4} title={state.message ?? undefined}>
      {list.refused}
    </Badge>
  ) : (
    <Badge color="yellow" variant="light" size="sm" mt={4}>
      {list.unsent}
    </Badge>
  );
}

/** One load of the day: who, which truck, what and how much; opens the form to correct it. */
function MeasurementLine({
  measurement,
  names,
  state,
}: {
  measurement: Measurement;
  names: Names;
  state: MeasurementSendState | undefined;
}) {
  const driver = names.drivers.get(measurement.driver_id)?.name ?? list.unknownDriver;
  const volume = names.volumes.get(measurement.volume_id)?.field ?? list.unknownVolume;
  const plate = formatPlate(measurement.plate);
  return (
    <UnstyledButton
      component={Link}
      to={pathFor('measurements.goTo', { goTo: measurement.uuid })}
      data-testid="measurement-line"
      py={6}
    >
      <VisuallyHidden>{list.edit}</VisuallyHidden>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fw={600} truncate>
            {driver}
          </Text>
          <Text size="sm" c="dimmed" truncate>
            {plate} · {measurement.material}
            {measurement.notes ? ` · ${measurement.notes}` : ''}
          </Text>
          <div>
            <SendBadge state={state} />
          </div>
        </Stack>
        <Text fw={600} style={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
          {list.quantityOf(measurement.quantity, volume)}
        </Text>
      </Group>
    </UnstyledButton>
  );
}

/** A day of measurements: its loads, then the day's totals per driver and volume. */
export function MeasurementDayCard({
  day,
  names,
  sendStates,
}: {
  day: MeasurementDay<Measurement>;
  names: Names;
  sendStates: ReadonlyMap<string, MeasurementSendState>;
}) {
  return (
    <Card withBorder radius="md" padding="md" data-testid="measurement-day">
      <Group justify="space-between" mb="xs">
        <Text fw={700} component="h2" size="md" m={0}>
          {WEEKDAYS[weekdayOfDate(day.date)]}, {formatDate(day.date)}
        </Text>
        <Text size="sm" c="dimmed">
          {list.loads(day.measurements.length)}
        </Text>
      </Group>
      <Stack gap={0}>
        {day.measurements.map((measurement) => (
          <MeasurementLine
            key={measurement.uuid}
            measurement={measurement}
            names={names}
            state={sendStates.get(measurement.uuid)}
          />
        ))}
      </Stack>
      <Divider my="sm" label={list.dayTotals} labelPosition="left" />
      <Table
        withRowBorders={false}
        verticalSpacing={2}
        horizontalSpacing={0}
        data-testid="measurement-totals"
      >
        <Table.Tbody>
          {day.totals.map((total) => (
            <Table.Tr key={`${total.driver_id}:${total.volume_id}`}>
              <Table.Td>{names.drivers.get(total.driver_id)?.name ?? list.unknownDriver}</Table.Td>
              <Table.Td c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {list.loads(total.loads)}
              </Table.Td>
              <Table.Td ta="right" fw={600} style={{ whiteSpace: 'nowrap' }}>
                {formatQuantity(total.quantity)}{' '}
                {names.volumes.get(total.volume_id)?.field ?? list.unknownVolume}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Card>
  );
}
