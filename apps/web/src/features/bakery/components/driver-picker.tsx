import { Button, Group, Text } from '@mantine/core';
import { IconTruckDelivery } from '@tabler/icons-react';
import { messages } from '../messages.ts';

/** The drivers as big toggle buttons (a handful a day): one tap shows that driver's route. */
export function DriverPicker({
  drivers,
  value,
  onChange,
}: {
  drivers: readonly string[];
  value: string | null;
  onChange: (driver: string) => void;
}) {
  return (
    <Group gap="sm" role="group" aria-label={messages.delivery.pickDriver}>
      <Text fw={700} fz="lg">
        {messages.delivery.pickDriver}
      </Text>
      {drivers.map((driver) => (
        <Button
          key={driver}
          size="lg"
          mih={48}
          variant={driver === value ? 'filled' : 'default'}
          aria-pressed={driver === value}
          leftSection={<IconTruckDelivery size={22} aria-hidden />}
          onClick={() => onChange(driver)}
        >
          {driver}
        </Button>
      ))}
    </Group>
  );
}
