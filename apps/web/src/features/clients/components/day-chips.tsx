import { Chip, Group, SimpleGrid, useMatches, VisuallyHidden } from '@mantine/core';
import { WEEKDAYS, type Weekday } from '@rota/domain';
import { memo, type ReactNode } from 'react';
import { messages } from '../messages.ts';

interface DayChipsProps {
  days: readonly Weekday[];
  onChange: (days: Weekday[]) => void;
}

/**
 * The visiting days, Domingo to Sábado, any number of them; "Todos os dias" clears the choice
 * (and is on when none is chosen). Quinzenal clients need no chip: they show when due (§5). Every
 * chip is always on screen: a line that scrolled sideways opened past "Todos os dias" to show
 * today's chip. A shortened chip is still read by its whole name.
 */
/** A chip's label: the whole name, or its first letters shown and the whole name read. */
function ChipLabel({ name, shown }: { name: string; shown: string | null }): ReactNode {
  if (shown === null) return name;
  return (
    <>
      <span aria-hidden>{shown}</span>
      <VisuallyHidden>{name}</VisuallyHidden>
    </>
  );
}

/** On a phone, two rows of four chips of one width: "Todos" and the days' first three letters. */
const FILL = { root: { width: '100%' }, label: { width: '100%', justifyContent: 'center' } } as const;

export const DayChips = memo(function DayChips({ days, onChange }: DayChipsProps) {
  // A phone: two rows of four shortened chips; a tablet: one row of them; from `lg`, whole names.
  const layout = useMatches({ base: 'grid', sm: 'short', lg: 'whole' } as const);
  const short = layout !== 'whole';
  const grid = layout === 'grid';
  const chips = (
    <>
      <Chip
        size="sm"
        checked={days.length === 0}
        onChange={() => onChange([])}
        styles={grid ? FILL : undefined}
      >
        <ChipLabel name={messages.allDays} shown={grid ? messages.allDaysShort : null} />
      </Chip>
      <Chip.Group
        multiple
        value={[...days]}
        onChange={(value) => onChange(WEEKDAYS.filter((day) => value.includes(day)))}
      >
        {WEEKDAYS.map((day) => (
          <Chip key={day} value={day} size="sm" styles={grid ? FILL : undefined}>
            <ChipLabel name={day} shown={short ? day.slice(0, 3) : null} />
          </Chip>
        ))}
      </Chip.Group>
    </>
  );
  return (
    <fieldset className="rota-chips" aria-label={messages.daysLabel}>
      {grid ? (
        <SimpleGrid cols={4} spacing={6} verticalSpacing={6} py={2}>
          {chips}
        </SimpleGrid>
      ) : (
        <Group gap={6} wrap="wrap" py={2}>
          {chips}
        </Group>
      )}
    </fieldset>
  );
});
