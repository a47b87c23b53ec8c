import { Chip, Group } from '@mantine/core';
import { WEEKDAYS, type Weekday } from '@rota/domain';
import { memo, useEffect, useRef } from 'react';
import { messages } from '../messages.ts';

interface DayChipsProps {
  days: readonly Weekday[];
  onChange: (days: Weekday[]) => void;
  /** Wrap on a wide screen; one horizontally scrolling line on a phone. */
  wrap: boolean;
}

/**
 * The visiting days, Domingo to Sábado, any number of them; "Todos os dias" clears the choice
 * (and is on when none is chosen). Quinzenal clients need no chip: they show when due (§5).
 */
export const DayChips = memo(function DayChips({ days, onChange, wrap }: DayChipsProps) {
  const row = useRef<HTMLFieldSetElement>(null);
  // On a phone the line scrolls: bring the first chosen day (today, on opening) into view.
  useEffect(() => {
    const container = row.current;
    const chosen = container
      ?.querySelector<HTMLElement>('input:checked')
      ?.closest<HTMLElement>('.mantine-Chip-root');
    if (!container || !chosen) return;
    container.scrollLeft = chosen.offsetLeft - (container.clientWidth - chosen.offsetWidth) / 2;
  }, []);
  return (
    <fieldset ref={row} className="rota-chips" aria-label={messages.daysLabel}>
      <Group gap={6} wrap={wrap ? 'wrap' : 'nowrap'} py={2}>
        <Chip size="sm" checked={days.length === 0} onChange={() => onChange([])}>
          {messages.allDays}
        </Chip>
        <Chip.Group
          multiple
          value={[...days]}
          onChange={(value) => onChange(WEEKDAYS.filter((day) => value.includes(day)))}
        >
          {WEEKDAYS.map((day) => (
            <Chip key={day} value={day} size="sm">
              {day}
            </Chip>
          ))}
        </Chip.Group>
      </Group>
    </fieldset>
  );
});
