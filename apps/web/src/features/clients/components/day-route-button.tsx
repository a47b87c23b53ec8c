import { Button } from '@mantine/core';
import { IconRoute } from '@tabler/icons-react';
import type { GeolocationState } from '#lib/device/use-geolocation.ts';
import { messages } from '../messages.ts';

interface DayRouteButtonProps {
  position: GeolocationState;
  onLocate: () => void;
}

/** "Rota do dia": asks for the phone's position (the browser's prompt follows this press). */
export function DayRouteButton({ position, onLocate }: DayRouteButtonProps) {
  return (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconRoute size={16} aria-hidden />}
      loading={position.status === 'locating'}
      onClick={onLocate}
      aria-label={messages.dayRouteLabel}
    >
      {messages.dayRoute}
    </Button>
  );
}
