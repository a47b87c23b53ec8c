import {
  Button,
  CloseButton,
  Flex,
  SegmentedControl,
  type SegmentedControlItem,
  Stack,
  TextInput,
} from '@mantine/core';
import { IconList, IconMap2, IconPlus, IconSearch } from '@tabler/icons-react';
import { memo } from 'react';
import { Link } from 'react-router';
import { pathFor } from '#lib/routes/index.ts';
import type {
  ClientFilterActions,
  ClientView,
  ClientFilters as Filters,
} from '../hooks/use-client-filters.ts';
import { messages } from '../messages.ts';
import { DayChips } from './day-chips.tsx';

interface ClientFiltersProps {
  filters: Filters;
  actions: ClientFilterActions;
  /** canGeoClient: the Lista/Mapa switch. */
  canGeo: boolean;
  /** canCreateClient: "Novo cliente". */
  canCreate: boolean;
  wide: boolean;
}

const viewOptions: SegmentedControlItem<ClientView>[] = [
  {
    value: 'list',
    label: (
      <Flex gap={6} align="center" justify="center">
        <IconList size={16} aria-hidden />
        {messages.list}
      </Flex>
    ),
  },
  {
    value: 'map',
    label: (
      <Flex gap={6} align="center" justify="center">
        <IconMap2 size={16} aria-hidden />
        {messages.map}
      </Flex>
    ),
  },
];

/** Lista/Mapa: re-rendered only when the view changes, not on every keystroke of the search. */
const ViewSwitch = memo(function ViewSwitch({
  view,
  onChange,
  grow,
}: {
  view: ClientView;
  onChange: (view: ClientView) => void;
  grow: boolean;
}) {
  return (
    <SegmentedControl
      aria-label={messages.viewLabel}
      data={viewOptions}
      value={view}
      onChange={(value) => onChange(value)}
      style={{ flex: grow ? 1 : undefined }}
    />
  );
});

const NewClientButton = memo(function NewClientButton() {
  return (
    <Button component={Link} to={pathFor('clients.create')} leftSection={<IconPlus size={18} aria-hidden />}>
      {messages.newClient}
    </Button>
  );
});

/**
 * The search on top, the visiting days, the Lista/Mapa switch and "Novo cliente". A phone stacks
 * them (the day chips in two rows of four); a wide screen puts search, view and button on one line.
 */
export function ClientFilters({ filters, actions, canGeo, canCreate, wide }: ClientFiltersProps) {
  const search = (
    <TextInput
      aria-label={messages.searchLabel}
      placeholder={messages.searchPlaceholder}
      value={filters.query}
      onChange={(event) => actions.setQuery(event.currentTarget.value)}
      leftSection={<IconSearch size={18} aria-hidden />}
      rightSection={
        filters.query !== '' && (
          <CloseButton aria-label={messages.clearSearch} onClick={() => actions.setQuery('')} />
        )
      }
      enterKeyHint="search"
      autoComplete="off"
      style={{ flex: 1, minWidth: 0, maxWidth: wide ? 520 : undefined }}
    />
  );
  const view = canGeo && <ViewSwitch view={filters.view} onChange={actions.setView} grow={!wide} />;
  const create = canCreate && <NewClientButton />;

  return (
    <Stack gap="xs" role="search" aria-label={messages.filtersLabel}>
      {wide ? (
        <Flex gap="sm" align="center">
          {search}
          {view}
          {create}
        </Flex>
      ) : (
        <>
          {search}
          {(view || create) && (
            <Flex gap="sm" align="center">
              {view}
              {create}
            </Flex>
          )}
        </>
      )}
      <DayChips days={filters.days} onChange={actions.setDays} />
    </Stack>
  );
}
