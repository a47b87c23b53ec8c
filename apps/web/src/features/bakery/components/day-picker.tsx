import { ActionIcon, Button, Group, Stack, Text } from '@mantine/core';
import { addDays, formatDate, WEEKDAYS, weekdayOfDate } from '@rota/domain';
import { IconCalendar, IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useId, useRef } from 'react';
import { useToday } from '#lib/clock/use-today.ts';
import { messages } from '../messages.ts';

/**
 * "Terça, 24/11 (hoje)": the day in pt-BR whatever language the browser runs in; the year only
 * when it is not this year's (short enough for a phone's width).
 */
export function dayLabel(date: string, today: string): string {
  const weekday = WEEKDAYS[weekdayOfDate(date)] ?? '';
  const written = formatDate(date);
  const label = `${weekday}, ${date.slice(0, 4) === today.slice(0, 4) ? written.slice(0, 5) : written}`;
  return date === today ? `${label} ${messages.day.today}` : label;
}

/**
 * The delivery day: a step back, the day written out (a tap opens the device's own calendar)
 * and a step forward, each a 48 px target. A native date field alone shows the browser's
 * format (mm/dd/yyyy on an English system), so the field sits under the button, unseen.
 */
export function DayPicker({ date, onDate }: { date: string; onDate: (date: string) => void }) {
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const today = useToday();
  return (
    // Never wider than the screen: the day's name wraps inside its button before the row spills
    // past a narrow phone ("Domingo, 29/11 (hoje)" is the longest this year's day gets).
    <Stack gap={4} maw="100%" miw={0}>
      <Text component="label" htmlFor={id} fw={700}>
        {messages.day.label}
      </Text>
      <Group gap={6} wrap="nowrap" pos="relative">
        <ActionIcon
          size={48}
          variant="default"
          aria-label={messages.day.previous}
          onClick={() => onDate(addDays(date, -1))}
        >
          <IconChevronLeft size={24} aria-hidden />
        </ActionIcon>
        <Button
          h="auto"
          mih={48}
          variant="default"
          fz={{ base: 16, sm: 18 }}
          px={{ base: 'sm', sm: 'lg' }}
          leftSection={<IconCalendar size={22} aria-hidden />}
          onClick={() => field.current?.showPicker?.()}
          style={{ flex: '0 1 auto', minWidth: 0 }}
          styles={{ label: { whiteSpace: 'normal', lineHeight: 1.25, textAlign: 'left' } }}
          data-testid="bakery-day"
        >
          {dayLabel(date, today)}
        </Button>
        <ActionIcon
          size={48}
          variant="default"
          aria-label={messages.day.next}
          onClick={() => onDate(addDays(date, 1))}
        >
          <IconChevronRight size={24} aria-hidden />
        </ActionIcon>
        <input
          id={id}
          ref={field}
          type="date"
          value={date}
          onChange={(event) => onDate(event.currentTarget.value)}
          tabIndex={-1}
          style={{
            position: 'absolute',
            left: 54,
            bottom: 0,
            width: 1,
            height: 1,
            opacity: 0,
            pointerEvents: 'none',
          }}
        />
      </Group>
    </Stack>
  );
}
