import { SimpleGrid, Stack, Text } from '@mantine/core';
import { BAKERY_BOARDS, BAKERY_CATEGORIES, spreadDone } from '@rota/domain';
import { useMemo, useState } from 'react';
import { useBakeryDate } from '../hooks/use-bakery-date.ts';
import { useBakeryDay } from '../hooks/use-bakery-day.ts';
import { useBakeryStamp } from '../hooks/use-bakery-stamp.ts';
import { messages } from '../messages.ts';
import { productCards } from '../model/product-cards.ts';
import { CategoryHeader } from './category-header.tsx';
import { DayContent } from './day-content.tsx';
import { DayStatus } from './day-status.tsx';
import { PrintButton } from './print-button.tsx';
import { ProductCard } from './product-card.tsx';
import { ProductionSheet } from './production-sheet.tsx';
import { StampModal } from './stamp-modal.tsx';

/** The production boards: Produção (`bread`) and the two Confeitaria boards. */
export type ProductionBoard = 'bread' | 'confectionery' | 'bakery-sweets';

/**
 * Produção (bread board) and the two Confeitaria boards (the confectioner's, and the bakery's own
 * sweets: docs/bakery.md "Boards"): what the board holds, in words and by category, then the
 * day's products by category, one card per product with its total and how much came out; a
 * card's sheet marks all, a partial quantity (spread over its clients in delivery order,
 * `spreadDone`) or undoes.
 */
export function ProductionBoardPage({ board }: { board: ProductionBoard }) {
  const [date, setDate] = useBakeryDate();
  const day = useBakeryDay(date);
  const boardLines = useMemo(
    () => day.lines?.filter((line) => BAKERY_BOARDS[board].has(line.category)),
    [day.lines, board],
  );
  const groups = useMemo(() => productCards(boardLines ?? [], board), [boardLines, board]);
  const actions = useBakeryStamp(boardLines ?? []);
  const [openKey, setOpenKey] = useState<string | null>(null);
  const open = groups.flatMap((group) => group.cards).find((card) => card.key === openKey) ?? null;
  const close = () => {
    setOpenKey(null);
    actions.clearError();
  };
  return (
    // The marker the e2e walks over every route wait for (e2e/pages/built-screens.ts).
    <Stack gap="md" data-testid={`bakery-board-${board}`}>
      <DayStatus
        date={date}
        onDate={setDate}
        day={day}
        actions={<PrintButton disabled={groups.length === 0} />}
      />
      <Text fz={18} c="gray.8" data-testid="board-holds">
        {messages.boardHolds[board]}:{' '}
        {BAKERY_CATEGORIES.filter(({ code }) => BAKERY_BOARDS[board].has(code))
          .map(({ name }) => name)
          .join(', ')}
      </Text>
      <DayContent day={day} lines={boardLines}>
        {groups.map(({ look, cards }) => (
          <Stack key={look.code} gap="xs" component="section" aria-labelledby={`category-${look.code}`}>
            <CategoryHeader look={look} id={`category-${look.code}`} />
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 4 }} spacing="sm">
              {cards.map((card) => (
                <ProductCard
                  key={card.key}
                  card={card}
                  sendState={day.sendState}
                  onOpen={() => setOpenKey(card.key)}
                />
              ))}
            </SimpleGrid>
          </Stack>
        ))}
      </DayContent>
      <StampModal
        target={
          open && { title: open.description, unit: open.unit, quantity: open.quantity, done: open.done }
        }
        stage="production"
        error={actions.error}
        onSave={(total) => actions.stamp('production', open ? spreadDone(open.lines, total) : [])}
        onClose={close}
      />
      <ProductionSheet title={messages.boards[board]} date={date} groups={groups} />
    </Stack>
  );
}
