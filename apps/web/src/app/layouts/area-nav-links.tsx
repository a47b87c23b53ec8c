import { NavLink as MantineNavLink, Stack } from '@mantine/core';
import type { Area } from '@rota/domain';
import { Link, useLocation } from 'react-router';
import { pathFor, routeByName } from '#lib/routes/index.ts';
import { activeNavEntry } from './active-nav-entry.ts';
import { AREAS_SHARING_SEARCH } from './area-navigation.ts';
import { useAreaMenu } from './use-area-menu.ts';
import { useCurrentRoute } from './use-current-route.ts';

/** The full menu of an area with its icons (the side navigation; the drawer on a phone). */
export function AreaNavLinks({ area, onNavigate }: { area: Area; onNavigate?: () => void }) {
  const entries = useAreaMenu(area);
  const active = activeNavEntry(entries, useCurrentRoute().name);
  const { search } = useLocation();
  // The shared search goes along only in the keys the target screen reads (Metas has its own month).
  const keptSearch = (name: (typeof entries)[number]['name']) => {
    if (!AREAS_SHARING_SEARCH.has(area)) return '';
    const keys = routeByName(name).search;
    const kept = new URLSearchParams([...new URLSearchParams(search)].filter(([key]) => keys.includes(key)));
    const text = kept.toString();
    return text ? `?${text}` : '';
  };
  return (
    <Stack gap={4}>
      {entries.map((entry) => {
        const Icon = entry.icon;
        const isActive = entry.name === active;
        return (
          <MantineNavLink
            key={entry.name}
            component={Link}
            to={{ pathname: pathFor(entry.name), search: keptSearch(entry.name) }}
            active={isActive}
            aria-current={isActive ? 'page' : undefined}
            label={entry.label ?? routeByName(entry.name).title}
            leftSection={<Icon size={20} stroke={1.7} aria-hidden />}
            onClick={onNavigate}
            variant="light"
            style={{ borderRadius: 'var(--mantine-radius-md)' }}
            fw={isActive ? 600 : 500}
          />
        );
      })}
    </Stack>
  );
}
