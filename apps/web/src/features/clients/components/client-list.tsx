import './client-list.css';
import { Paper } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, type ReactNode, useEffect, useRef } from 'react';
import type { CityTitle } from '#lib/cities/use-city-titles.ts';
import type { ClientListItem } from '../api/client-list-item.ts';
import { messages } from '../messages.ts';
import { ClientRow, ROW_HEIGHT, WIDE_COLUMNS } from './client-row.tsx';

interface ClientListProps {
  items: readonly ClientListItem[];
  now: Date;
  cityTitle: CityTitle | null;
  /** The wide table (desktop, list alone) rather than three-line rows. */
  wide: boolean;
  /** Changes when the filters change: the list goes back to its top. */
  resetKey: string;
  /** Shown instead of rows when there are none. */
  empty: ReactNode;
  /** The list is a day's route: each row says its place in the visiting order. */
  numbered?: boolean;
}

/**
 * The clients, virtualised (`@tanstack/react-virtual`): only the rows in view (and a few around)
 * are in the DOM, so 20,000 clients scroll and refilter like 20. Rows have a fixed height per
 * layout; the list is a `list` of `listitem`s with their position in the whole set.
 */
export const ClientList = memo(function ClientList({
  items,
  now,
  cityTitle,
  wide,
  resetKey,
  empty,
  numbered = false,
}: ClientListProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const rowHeight = wide ? ROW_HEIGHT.wide : ROW_HEIGHT.compact;
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    overscan: 6,
    initialRect: { width: 0, height: 800 },
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new filter, not new data, scrolls back up.
  useEffect(() => {
    scroller.current?.scrollTo({ top: 0 });
  }, [resetKey]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the row height is the virtualizer's estimate.
  useEffect(() => virtualizer.measure(), [rowHeight]);

  return (
    <Paper
      withBorder
      radius="md"
      style={{
        display: 'flex',
        flexDirection: 'column',
        flex: 1,
        minWidth: 0,
        minHeight: 0,
        overflow: 'hidden',
      }}
    >
      {wide && items.length > 0 && (
        <div className="rota-client-list-header" style={{ gridTemplateColumns: WIDE_COLUMNS }} aria-hidden>
          {messages.columns.map((title) => (
            <span key={title}>{title}</span>
          ))}
        </div>
      )}
      <div
        ref={scroller}
        style={{ flex: 1, overflowY: 'auto', minHeight: 0 }}
        data-testid="client-list-scroller"
      >
        {items.length === 0 ? (
          empty
        ) : (
          <ul
            aria-label={messages.listLabel}
            style={{
              height: virtualizer.getTotalSize(),
              position: 'relative',
              margin: 0,
              padding: 0,
              listStyle: 'none',
            }}
          >
            {virtualizer.getVirtualItems().map((row) => {
              const item = items[row.index];
              if (!item) return null;
              return (
                <li
                  key={item.client.uuid}
                  aria-setsize={items.length}
                  aria-posinset={row.index + 1}
                  data-testid="client-row"
                  style={{
                    position: 'absolute',
                    top: 0,
                    left: 0,
                    right: 0,
                    transform: `translateY(${row.start}px)`,
                  }}
                >
                  <ClientRow
                    item={item}
                    now={now}
                    cityTitle={cityTitle}
                    wide={wide}
                    position={numbered ? row.index + 1 : undefined}
                  />
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </Paper>
  );
});
