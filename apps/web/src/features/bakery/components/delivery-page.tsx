import { Alert, SimpleGrid, Stack, Text } from '@mantine/core';
import { api } from '@rota/contract';
import { countShortStops, isDeliveryClosed } from '@rota/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { apiQuery } from '#lib/query/index.ts';
import { useBakeryDate } from '../hooks/use-bakery-date.ts';
import { useBakeryDay } from '../hooks/use-bakery-day.ts';
import { useBakeryStamp } from '../hooks/use-bakery-stamp.ts';
import { messages } from '../messages.ts';
import { driverRoutes } from '../model/driver-groups.ts';
import { stampWhatIsReady } from '../model/stamp-ready.ts';
import { DayContent } from './day-content.tsx';
import { DayStatus } from './day-status.tsx';
import { DeliveryStopCard } from './delivery-stop-card.tsx';
import { DriverPicker } from './driver-picker.tsx';
import { ShortDeliveryModal } from './short-delivery-modal.tsx';

/**
 * Entregas: a driver's clients in delivery order with their items, "Entregue" with who received
 * it, "Entregue com falta" with what was handed and why, undo, and what is left of the day for
 * that driver — a stop is done only when every line is closed (whole, or short with a reason),
 * and the summary counts the stops handed short. The drivers are the bakery's list
 * (`bakery/driver-names`, online) and, offline too, every driver with lines that day.
 */
export function DeliveryPage() {
  const [date, setDate] = useBakeryDate();
  const day = useBakeryDay(date);
  const names = useQuery(apiQuery(api.bakery.driverNames));
  const routes = useMemo(() => driverRoutes(day.lines ?? []), [day.lines]);
  const drivers = useMemo(() => {
    const withLines = routes.flatMap((route) => (route.driver === null ? [] : [route.driver]));
    const listed = (names.data ?? []).map((driver) => driver.name);
    return [...new Set([...withLines, ...listed])].sort((a, b) => a.localeCompare(b, 'pt-BR'));
  }, [routes, names.data]);
  const [picked, setPicked] = useState<string | null>(null);
  const driver = picked ?? routes.find((route) => route.driver !== null)?.driver ?? null;
  const route = routes.find((candidate) => candidate.driver === driver);
  const stops = route?.stops ?? [];
  const routeLines = useMemo(() => route?.stops.flatMap((stop) => stop.lines) ?? [], [route]);
  const actions = useBakeryStamp(routeLines);
  const left = stops.filter((stop) => !stop.lines.every(isDeliveryClosed));
  const itemsLeft = left.reduce(
    (sum, stop) => sum + stop.lines.filter((line) => !isDeliveryClosed(line)).length,
    0,
  );
  const shortStops = countShortStops(routeLines);
  const [shortKey, setShortKey] = useState<{ stop: string; receivedBy: string } | null>(null);
  const shortStop = stops.find((stop) => stop.key === shortKey?.stop) ?? null;
  const closeShort = () => {
    setShortKey(null);
    actions.clearError();
  };
  return (
    // The marker the e2e walks over every route wait for (e2e/pages/built-screens.ts).
    <Stack gap="md" data-testid="bakery-delivery">
      <DayStatus date={date} onDate={setDate} day={day} />
      <DayContent day={day} lines={day.lines}>
        {drivers.length === 0 ? (
          <Text fz={20}>{messages.delivery.noDrivers}</Text>
        ) : (
          <DriverPicker drivers={drivers} value={driver} onChange={setPicked} />
        )}
        {driver !== null && (
          <Text fz={24} fw={800} data-testid="delivery-left">
            {left.length > 0
              ? shortStops > 0
                ? messages.delivery.leftShort(messages.delivery.left(left.length, itemsLeft), shortStops)
                : messages.delivery.left(left.length, itemsLeft)
              : shortStops > 0
                ? messages.delivery.allDoneShort(shortStops)
                : messages.delivery.allDone}
          </Text>
        )}
        {actions.error && shortStop === null && (
          <Alert color="red" variant="light" role="alert">
            {actions.error}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="sm">
          {stops.map((stop) => (
            <DeliveryStopCard
              key={stop.key}
              stop={stop}
              sendState={day.sendState}
              onDeliver={(receivedBy) =>
                actions.stamp('delivery', stampWhatIsReady(stop.lines, 'delivery'), receivedBy || undefined)
              }
              onShort={(receivedBy) => {
                actions.clearError();
                setShortKey({ stop: stop.key, receivedBy });
              }}
              onUndo={() =>
                actions.stamp(
                  'delivery',
                  stop.lines.map((line) => ({ id: line.id, done: 0 })),
                )
              }
            />
          ))}
        </SimpleGrid>
      </DayContent>
      <ShortDeliveryModal
        stop={shortStop}
        error={actions.error}
        onSave={(lines) => actions.stamp('delivery', lines, shortKey?.receivedBy || undefined)}
        onClose={closeShort}
      />
    </Stack>
  );
}
