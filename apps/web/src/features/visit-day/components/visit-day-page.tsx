import { Group, Loader, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import type { SellerDay } from '@rota/domain';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo } from 'react';
import { useCan } from '#lib/auth/use-can.ts';
import { pathFor } from '#lib/routes/index.ts';
import { DateField } from '#ui/date-field.tsx';
import { RetryAlert } from '#ui/retry-alert.tsx';
import { ScreenNotice } from '#ui/screen-notice.tsx';
import { visitDayQuery } from '../api/visit-day-query.ts';
import { useVisitDayParams } from '../hooks/use-visit-day-params.ts';
import { messages } from '../messages.ts';
import { stopViews } from '../model/day-stops.ts';
import { SellerDayStops } from './seller-day-stops.tsx';

const SellerDayMap = lazy(() => import('./seller-day-map.tsx'));

/**
 * "Visitas do dia" (supervisor `/admin/visits`, manager `/gestor/visits`; docs/domain.md "The
 * day's route"): a seller's planned clients against the day's check-ins — on the map (numbered in
 * the order visited, grey when skipped, orange when flagged) and as a list with each visit's time,
 * distance, outcome and flags. Online: the day is the server's.
 */
export function VisitDayPage() {
  const supervisor = useCan('canViewAllClients');
  const manager = useCan('canAccessManager');
  const allowed = supervisor || manager;
  const { date, seller, setDate, setSeller } = useVisitDayParams();
  const day = useQuery({ ...visitDayQuery(date), enabled: allowed });
  const sellers = day.data?.sellers ?? [];
  const shown: SellerDay | undefined = sellers.find((one) => one.code_erp === seller) ?? sellers[0];
  const views = useMemo(() => stopViews(shown?.stops ?? []), [shown]);
  const withoutPosition = views.filter((view) => view.stop.lat === null || view.stop.long === null).length;

  if (!allowed)
    return (
      <ScreenNotice
        testId="visit-day-notice"
        title={messages.noPermission.title}
        body={messages.noPermission.body}
        backTo={pathFor('index')}
        backLabel={messages.noPermission.back}
      />
    );

  return (
    <Stack gap="md" data-testid="visit-day">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <DateField
          label={messages.dayLabel}
          value={date}
          onChange={(next) => next && setDate(next)}
          w={180}
        />
        {sellers.length > 0 && (
          <Select
            label={messages.sellerLabel}
            data={sellers.map((one) => ({
              value: one.code_erp,
              label: messages.sellerOption(one.name, one.summary.visited, one.summary.planned),
            }))}
            value={shown?.code_erp ?? null}
            onChange={(next) => next && setSeller(next)}
            allowDeselect={false}
            w={{ base: '100%', sm: 360 }}
          />
        )}
      </Group>
      {day.isPending && (
        <Group gap="sm" role="status">
          <Loader size="sm" aria-hidden />
          <Text c="dimmed">{messages.loading}</Text>
        </Group>
      )}
      {day.isError && (
        <RetryAlert
          message={messages.failed}
          retryLabel={messages.retry}
          onRetry={() => void day.refetch()}
        />
      )}
      {day.data && sellers.length === 0 && <Text c="dimmed">{messages.empty}</Text>}
      {shown && (
        <>
          {/* Five counts in two short rows on a phone, one row from a tablet up. */}
          <SimpleGrid cols={{ base: 3, sm: 5 }} spacing={6} data-testid="day-summary">
            {(Object.keys(messages.summary) as (keyof typeof messages.summary)[]).map((key) => (
              <Stack
                key={key}
                gap={0}
                px="xs"
                py={6}
                style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}
              >
                <Text size="xs" c="gray.8">
                  {messages.summary[key]}
                </Text>
                <Text fw={700} fz={20} lh={1.3}>
                  {shown.summary[key]}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
            {/* On a wide screen the map stays in view while the list scrolls beside it. */}
            <Stack
              gap={4}
              pos={{ base: 'static', lg: 'sticky' }}
              top={76}
              style={{ alignSelf: 'start', zIndex: 1 }}
            >
              <div style={{ height: 360, borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}>
                <Suspense fallback={<Loader size="sm" aria-hidden />}>
                  <SellerDayMap name={shown.name} views={views} />
                </Suspense>
              </div>
              <Text size="xs" c="gray.8">
                {messages.mapHint}
              </Text>
              {withoutPosition > 0 && (
                <Text size="xs" c="gray.8">
                  {messages.withoutPosition(withoutPosition)}
                </Text>
              )}
            </Stack>
            <SellerDayStops views={views} />
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
