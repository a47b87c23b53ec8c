import { Alert, SimpleGrid, Stack, Title } from '@mantine/core';
import { BAKERY_BOARDS, type BakeryItem } from '@rota/domain';
import { useMemo, useState } from 'react';
import { useBakeryDate } from '../hooks/use-bakery-date.ts';
import { useBakeryDay } from '../hooks/use-bakery-day.ts';
import { useBakeryStamp } from '../hooks/use-bakery-stamp.ts';
import { messages } from '../messages.ts';
import { driverRoutes } from '../model/driver-groups.ts';
import { stampWhatIsReady } from '../model/stamp-ready.ts';
import { DayContent } from './day-content.tsx';
import { DayStatus } from './day-status.tsx';
import { PrintButton } from './print-button.tsx';
import { SeparationSheet } from './separation-sheet.tsx';
import { SeparationStopCard } from './separation-stop-card.tsx';
import { StampModal } from './stamp-modal.tsx';

/**
 * Separação de Pães / de Bebidas: the board's lines by driver, then by client in delivery order
 * (how the vans are loaded). "Separar tudo" separates what is ready of a stop (what came out of
 * the oven, and the bought-in goods) and "Desfazer" undoes it, each in one tap; a line's own
 * sheet takes a partial quantity. Nothing is separated beyond what was produced: `stampProblem`
 * says so before anything is queued.
 */
export function SeparationPage({ board }: { board: 'separation-bread' | 'separation-drink' }) {
  const [date, setDate] = useBakeryDate();
  const day = useBakeryDay(date);
  const boardLines = useMemo(
    () => day.lines?.filter((line) => BAKERY_BOARDS[board].has(line.category)),
    [day.lines, board],
  );
  const routes = useMemo(() => driverRoutes(boardLines ?? []), [boardLines]);
  const actions = useBakeryStamp(boardLines ?? []);
  const [openId, setOpenId] = useState<number | null>(null);
  const open = boardLines?.find((line) => line.id === openId) ?? null;
  const stampAll = (lines: readonly BakeryItem[], to: (line: BakeryItem) => number) =>
    actions.stamp(
      'separation',
      lines.map((line) => ({ id: line.id, done: to(line) })),
    );
  const close = () => {
    setOpenId(null);
    actions.clearError();
  };
  return (
    // The marker the e2e walks over every route wait for (e2e/pages/built-screens.ts).
    <Stack gap="md" data-testid={`bakery-${board}`}>
      <DayStatus
        date={date}
        onDate={setDate}
        day={day}
        actions={<PrintButton disabled={routes.length === 0} />}
      />
      {actions.error && openId === null && (
        <Alert color="red" variant="light" role="alert">
          {actions.error}
        </Alert>
      )}
      <DayContent day={day} lines={boardLines}>
        {routes.map((route) => (
          <Stack
            key={route.driver ?? ''}
            gap="sm"
            component="section"
            aria-label={messages.separation.driver(route.driver)}
          >
            <Title order={2} fz={26}>
              {messages.separation.driver(route.driver)}
            </Title>
            <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="sm">
              {route.stops.map((stop) => (
                <SeparationStopCard
                  key={stop.key}
                  stop={stop}
                  sendState={day.sendState}
                  onAll={() => actions.stamp('separation', stampWhatIsReady(stop.lines, 'separation'))}
                  onUndo={() => stampAll(stop.lines, () => 0)}
                  onLine={(line) => {
                    actions.clearError();
                    setOpenId(line.id);
                  }}
                />
              ))}
            </SimpleGrid>
          </Stack>
        ))}
      </DayContent>
      <StampModal
        target={
          open && {
            title: open.description,
            subtitle: open.client_name,
            unit: open.unit,
            quantity: open.quantity,
            done: open.separated,
          }
        }
        stage="separation"
        error={actions.error}
        onSave={(done) =>
          open ? actions.stamp('separation', [{ id: open.id, done }]) : Promise.resolve(false)
        }
        onClose={close}
      />
      <SeparationSheet title={messages.boards[board]} date={date} routes={routes} />
    </Stack>
  );
}
