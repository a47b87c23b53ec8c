import { Alert, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatDate, formatDateTime, formatMoney, formatRelativeTime } from '@rota/domain';
import { lazy, Suspense } from 'react';
import { useNow } from '#lib/clock/use-now.ts';
import { useToday } from '#lib/clock/use-today.ts';
import { useOnline } from '#lib/device/use-online.ts';
import { BRAND } from '#ui/brand/brand.ts';
import { ChartBoundary } from '#ui/chart/chart-boundary.tsx';
import { useReportPeriod } from '../hooks/use-report-period.ts';
import { useSalesReport } from '../hooks/use-sales-report.ts';
import { messages } from '../messages.ts';
import { ReportDays } from './report-days.tsx';
import { ReportPeriodPicker } from './report-period-picker.tsx';
import { ReportRanking } from './report-ranking.tsx';

// ECharts is loaded only here, when the report is opened (DESIGN.md "Charts"), in a chunk of its own.
const SalesByDayChart = lazy(() => import('./sales-by-day-chart.tsx'));

/**
 * "Relatório" (route `report`, §2 /admin/report): the seller's sales over a period (today, this
 * week, this month, or two dates) — total, count and average, a bar per day, by status, by form
 * of payment, top clients and products — computed on the device from the synced sales (domain
 * `summarizeSales`), so it works offline, saying when the data was last synced.
 */
export function ReportPage() {
  const now = useNow(60_000);
  const online = useOnline();
  const period = useReportPeriod(useToday());
  const report = useSalesReport(period.range);

  return (
    <Stack gap="sm" data-testid="report-page" maw={1100}>
      <ReportPeriodPicker period={period} />
      <Text size="sm" c="dimmed" data-testid="report-range">
        {messages.range(formatDate(period.range.from), formatDate(period.range.to))}
      </Text>
      {!report ? (
        <Text c="dimmed">{messages.loading}</Text>
      ) : (
        <>
          <Alert color={report.syncedAt ? 'gray' : 'yellow'} p="xs" data-testid="report-freshness">
            <Text size="sm">
              {report.syncedAt
                ? messages.freshness(
                    formatRelativeTime(report.syncedAt, now),
                    formatDateTime(report.syncedAt),
                  )
                : messages.neverSynced}
            </Text>
            {!online && <Text size="sm">{messages.offline}</Text>}
          </Alert>
          <Card withBorder radius="md" padding="sm" data-testid="report-total">
            <Text size="sm" c="dimmed">
              {messages.total}
            </Text>
            <Text fw={700} fz={28} lh={1.2}>
              {formatMoney(report.summary.total)}
            </Text>
            <Group gap="md">
              <Text size="sm">{messages.count(report.summary.count)}</Text>
              {report.summary.count > 0 && (
                <Text size="sm">
                  {messages.average(Math.round(report.summary.total / report.summary.count))}
                </Text>
              )}
            </Group>
            <Text size="xs" c="dimmed" mt={4}>
              {messages.soldHint}
            </Text>
          </Card>
          <Card withBorder radius="md" padding="sm">
            <Title order={2} size="h6" mb={4}>
              {messages.byDay}
            </Title>
            <ChartBoundary
              fallback={
                <Text size="sm" c="dimmed">
                  {messages.chartUnavailable}
                </Text>
              }
            >
              <Suspense fallback={<div style={{ height: 200 }} />}>
                <SalesByDayChart
                  days={report.summary.byDay}
                  color={BRAND.color}
                  label={messages.chartLabel(report.summary.byDay.length, report.summary.total)}
                />
              </Suspense>
            </ChartBoundary>
            <ReportDays days={report.summary.byDay} />
          </Card>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <ReportRanking
              testId="report-by-status"
              title={messages.byStatus}
              lines={report.summary.byStatus.map((entry) => ({
                key: entry.status,
                label: entry.status,
                detail: messages.salesCount(entry.count),
                value: formatMoney(entry.total),
              }))}
            />
            <ReportRanking
              testId="report-by-form"
              title={messages.byForm}
              lines={report.summary.byFormPayment.map((entry) => ({
                key: entry.form,
                label: entry.form,
                detail: messages.salesCount(entry.count),
                value: formatMoney(entry.total),
              }))}
            />
            <ReportRanking
              testId="report-top-clients"
              title={messages.topClients}
              lines={report.summary.topClients.map((entry) => ({
                key: entry.uuid,
                label: entry.name,
                detail: messages.salesCount(entry.count),
                value: formatMoney(entry.total),
              }))}
            />
            <ReportRanking
              testId="report-top-products"
              title={messages.topProducts}
              lines={report.summary.topProducts.map((entry) => ({
                key: entry.product_uuid,
                label: entry.description,
                detail: messages.quantity(entry.quantity, entry.unit),
                value: formatMoney(entry.total),
              }))}
            />
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
