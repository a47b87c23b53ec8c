import { Alert, Button, Group, NativeSelect, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useDeferredValue, useEffect, useState } from 'react';
import { useCan } from '#lib/auth/index.ts';
import { HISTORY_KINDS, type HistoryKind } from '../api/history-list.ts';
import { useHistory } from '../hooks/use-history.ts';
import { messages } from '../messages.ts';
import { HistoryRow } from './history-row.tsx';

const list = { listStyle: 'none', padding: 0, margin: 0 } as const;
/** Rows drawn at a time: a seller's history is hundreds of sales, most never looked at. */
const PAGE = 50;

/**
 * The sales history (route `history`, §2 /admin/history, title "Vendas"), only with
 * `canViewSaleHistory` (the server answers 403 to its calls otherwise): sales the ERP processed
 * or cancelled, with the ERP's number and a cancellation's reason, searchable by client. Works
 * offline on the synced sales.
 */
export function HistoryPage() {
  const allowed = useCan('canViewSaleHistory');
  if (!allowed) {
    return (
      <Alert color="gray" data-testid="history-page">
        {messages.forbidden}
      </Alert>
    );
  }
  return <AllowedHistory />;
}

function AllowedHistory() {
  const [kind, setKind] = useState<HistoryKind>('all');
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const [seller, setSeller] = useState<number | null>(null);
  const history = useHistory(kind, deferred, seller);
  const sellers = history?.sellers ?? [];
  const [limit, setLimit] = useState(PAGE);
  // Another search or kind, another list: start again from its first rows.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the filters change.
  useEffect(() => setLimit(PAGE), [kind, deferred, seller]);
  const total = history?.items.reduce(
    (sum, item) => sum + (item.sale.status === 'Processado' ? item.total : 0),
    0,
  );
  return (
    <Stack gap="sm" data-testid="history-page" maw={860}>
      <Text size="sm" c="dimmed" data-testid="history-intro">
        {messages.intro}
      </Text>
      <Group gap="xs" align="end" wrap="wrap">
        <TextInput
          style={{ flex: '1 1 220px' }}
          label={messages.searchLabel}
          placeholder={messages.searchPlaceholder}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          type="search"
        />
        {sellers.length > 1 && (
          <NativeSelect
            label={messages.sellerLabel}
            value={seller === null ? '' : String(seller)}
            onChange={(event) =>
              setSeller(event.currentTarget.value ? Number(event.currentTarget.value) : null)
            }
            data={[
              { value: '', label: messages.allSellers },
              ...sellers.map((option) => ({ value: String(option.id), label: option.name })),
            ]}
            style={{ flex: '0 1 220px' }}
          />
        )}
        <SegmentedControl
          aria-label={messages.kindLabel}
          value={kind}
          onChange={(value) => setKind(value)}
          data={HISTORY_KINDS.map((value) => ({ value, label: messages.kinds[value] }))}
        />
      </Group>
      {!history ? (
        <Text c="dimmed">{messages.loading}</Text>
      ) : (
        <>
          <Text size="sm" fw={600} data-testid="history-counters">
            {messages.counters(history.items.length, total ?? 0)}
          </Text>
          {history.items.length > 0 ? (
            <>
              <ul style={list}>
                {history.items.slice(0, limit).map((item) => (
                  <HistoryRow key={item.sale.uuid} item={item} showSeller={sellers.length > 1} />
                ))}
              </ul>
              {history.items.length > limit && (
                <Group justify="flex-end">
                  <Button variant="light" size="xs" onClick={() => setLimit((shown) => shown + PAGE)}>
                    {messages.showMore(Math.min(PAGE, history.items.length - limit))}
                  </Button>
                </Group>
              )}
            </>
          ) : !history.synced ? (
            <Alert color="gray">{messages.firstSync}</Alert>
          ) : (
            <Text size="sm" c="dimmed">
              {deferred.trim() ? messages.noneForSearch(deferred.trim()) : messages.none}
            </Text>
          )}
        </>
      )}
    </Stack>
  );
}
