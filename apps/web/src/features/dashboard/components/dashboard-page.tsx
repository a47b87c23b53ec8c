import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatDate, formatMoney, formatRelativeTime } from '@rota/domain';
import {
  IconAlertTriangle,
  IconCalendarStats,
  IconCloudUpload,
  IconMapPin,
  IconReceipt,
  IconShoppingCart,
  IconUserCheck,
} from '@tabler/icons-react';
import { useCan } from '#lib/auth/index.ts';
import { useNow } from '#lib/clock/use-now.ts';
import { useToday } from '#lib/clock/use-today.ts';
import { pathFor } from '#lib/routes/index.ts';
import { useTablePending } from '#lib/sync/index.ts';
import { useDayAtAGlance } from '../hooks/use-day-at-a-glance.ts';
import { useSyncGlance } from '../hooks/use-sync-glance.ts';
import { messages } from '../messages.ts';
import { DashboardTile } from './dashboard-tile.tsx';
import { GoalsCard } from './goals-card.tsx';

const integer = new Intl.NumberFormat('pt-BR');
const ICON = { size: 18, 'aria-hidden': true } as const;

/**
 * "Dashboard" (route `index`, §2 /admin): the seller's day at a glance, from the device's synced
 * data, offline: clients of today's route (Quinzenal due included) and the visits done, open
 * carts, unsent records, sales of the day and of the month against the same days of the last,
 * and clients with overdue titles (only with canViewHistoryFinancialClient, the permission of the
 * client's financial history). Each tile links to the screen where the seller acts on it. Below
 * them, the month's goals against what was sold.
 */
export function DashboardPage() {
  const now = useNow(60_000);
  const today = useToday();
  const glance = useDayAtAGlance(today);
  const sync = useSyncGlance();
  const canSeeTitles = useCan('canViewHistoryFinancialClient');
  // Right after the first login the history is still coming: no half-year shown as the month.
  const salesPending = useTablePending('sales');
  const titlesPending = useTablePending('financialTitles');
  const waiting = (pending: boolean, value: string, detail: string, note: string) =>
    pending ? { value: '…', detail: note } : { value, detail };

  if (!glance || !sync) return <Text c="dimmed">{messages.loading}</Text>;
  const { month } = glance;
  return (
    <Stack gap="sm" data-testid="dashboard-page">
      <Title order={2} size="h4">
        {messages.title(glance.weekday, formatDate(today))}
      </Title>
      <SimpleGrid cols={{ base: 2, lg: 4 }} spacing="sm" component="section" aria-label={messages.tilesLabel}>
        <DashboardTile
          testId="tile-to-visit"
          label={messages.toVisit}
          value={integer.format(glance.toVisit)}
          detail={messages.toVisitDetail(glance.quinzenalDue)}
          to={pathFor('clients')}
          icon={<IconMapPin {...ICON} />}
          color="blue"
        />
        <DashboardTile
          testId="tile-visited"
          label={messages.visited}
          value={integer.format(glance.visitedToday)}
          detail={messages.visitedDetail(glance.toVisit, glance.routeVisited, glance.visitedToday)}
          to={pathFor('clients')}
          icon={<IconUserCheck {...ICON} />}
          color="teal"
        />
        <DashboardTile
          testId="tile-carts"
          label={messages.openCarts}
          {...waiting(
            salesPending,
            integer.format(glance.openCarts.count),
            messages.openCartsDetail(glance.openCarts.total),
            messages.salesComing,
          )}
          to={pathFor('sales')}
          icon={<IconShoppingCart {...ICON} />}
          color="yellow"
        />
        <DashboardTile
          testId="tile-unsent"
          label={messages.unsent}
          value={integer.format(sync.pending)}
          detail={messages.unsentDetail(
            sync.failed,
            sync.lastSyncAt ? formatRelativeTime(sync.lastSyncAt, now) : null,
          )}
          to={pathFor('outbox')}
          icon={<IconCloudUpload {...ICON} />}
          color={sync.failed > 0 ? 'red' : 'gray'}
          alert={sync.failed > 0}
        />
        <DashboardTile
          testId="tile-sales-today"
          label={messages.salesToday}
          {...waiting(
            salesPending,
            formatMoney(glance.salesToday.total),
            messages.salesCount(glance.salesToday.count),
            messages.salesComing,
          )}
          to={pathFor('sales')}
          icon={<IconReceipt {...ICON} />}
          color="cyan"
        />
        <DashboardTile
          testId="tile-sales-month"
          label={messages.salesMonth}
          {...waiting(
            salesPending,
            formatMoney(month.current.total),
            messages.versusPrevious(month.changePercent, month.previous.total),
            messages.salesComing,
          )}
          to={pathFor('report')}
          icon={<IconCalendarStats {...ICON} />}
          color="indigo"
        />
        {canSeeTitles && (
          <DashboardTile
            testId="tile-overdue"
            label={messages.overdue}
            {...waiting(
              titlesPending,
              integer.format(glance.overdue.clients),
              messages.overdueDetail(glance.overdue.amount),
              messages.titlesComing,
            )}
            to={pathFor('clients')}
            icon={<IconAlertTriangle {...ICON} />}
            color="red"
            alert={!titlesPending && glance.overdue.clients > 0}
          />
        )}
      </SimpleGrid>
      <GoalsCard />
    </Stack>
  );
}
