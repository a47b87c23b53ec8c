import { Button, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconTruckDelivery } from '@tabler/icons-react';
import { messages } from '../messages.ts';

/**
 * The drivers as toggle buttons (a handful a day): one tap shows that driver's route. Two to a row
 * on a phone, four on a wider screen, so four drivers take two rows, not a screen.
 */
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
    <Stack gap={6} role="group" aria-label={messages.delivery.pickDriver}>
      <Text fw={700}>{messages.delivery.pickDriver}</Text>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" verticalSpacing="xs">
        {drivers.map((driver) => (
          <Button
            key={driver}
            size="md"
            h="auto"
            mih={44}
            py={6}
            fullWidth
            variant={driver === value ? 'filled' : 'default'}
            aria-pressed={driver === value}
            leftSection={<IconTruckDelivery size={18} aria-hidden />}
            onClick={() => onChange(driver)}
            // A whole name on two lines rather than a cut one: drivers are told apart by it.
            styles={{
              inner: { justifyContent: 'flex-start' },
              label: { whiteSpace: 'normal', textAlign: 'left', lineHeight: 1.25 },
            }}
          >
            {driver}
          </Button>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
