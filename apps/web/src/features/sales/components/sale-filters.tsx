import { Chip, Group, NativeSelect, ScrollArea } from '@mantine/core';
import type { SaleStatus } from '@rota/domain';
import { SALE_PERIODS, type SaleFilterState } from '../hooks/use-sale-filters.ts';
import { messages } from '../messages.ts';

/** The statuses a sent sale can have (§4), in their order. */
const SENT_STATUSES: readonly SaleStatus[] = ['Finalizado', 'Integrado', 'Processado', 'Cancelado', 'Falha'];
const ALL = 'all';

/** Status chips (one at a time, "Todas" for none) and the period. */
export function SaleFilters({ state }: { state: SaleFilterState }) {
  return (
    <Group gap="xs" align="end" wrap="wrap" role="group" aria-label={messages.filtersLabel}>
      <ScrollArea type="never" style={{ flex: '1 1 320px', minWidth: 0 }}>
        <Chip.Group
          multiple={false}
          value={state.status ?? ALL}
          onChange={(value) => state.setStatus(value === ALL ? null : value)}
        >
          <Group gap={6} wrap="nowrap" aria-label={messages.statusLabel} role="radiogroup">
            <Chip size="xs" value={ALL}>
              {messages.allStatuses}
            </Chip>
            {SENT_STATUSES.map((status) => (
              <Chip key={status} size="xs" value={status}>
                {status}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </ScrollArea>
      <NativeSelect
        size="xs"
        label={messages.periodLabel}
        value={state.period}
        onChange={(event) => {
          const chosen = event.currentTarget.value;
          const period = SALE_PERIODS.find((value) => value === chosen);
          if (period) state.setPeriod(period);
        }}
        data={SALE_PERIODS.map((value) => ({ value, label: messages.periods[value] }))}
        style={{ width: 160 }}
      />
    </Group>
  );
}
