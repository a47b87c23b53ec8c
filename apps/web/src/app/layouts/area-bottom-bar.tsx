import { Group, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { pathFor } from '#lib/routes/index.ts';
import { messages } from '../messages.ts';
import { activeNavEntry } from './active-nav-entry.ts';
import type { NavigationEntry } from './area-navigation.ts';
import { useCurrentRoute } from './use-current-route.ts';

/** The phone's bottom bar: an area's main screens, icon over a short label, one of them active. */
export function AreaBottomBar({ entries }: { entries: readonly NavigationEntry[] }) {
  const bottom = entries.filter((entry) => entry.bottom);
  const active = activeNavEntry(entries, useCurrentRoute().name);
  return (
    <Group component="nav" aria-label={messages.mainNavigation} h="100%" grow gap={0} wrap="nowrap">
      {bottom.map((entry) => {
        const Icon = entry.icon;
        const isActive = entry.name === active;
        return (
          <UnstyledButton
            key={entry.name}
            component={Link}
            to={pathFor(entry.name)}
            aria-current={isActive ? 'page' : undefined}
            h="100%"
            c={isActive ? 'rota.7' : 'gray.7'}
            style={{
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              justifyContent: 'center',
              gap: 2,
              borderTop: `3px solid ${isActive ? 'var(--mantine-color-rota-7)' : 'transparent'}`,
            }}
          >
            <Icon size={24} stroke={isActive ? 2.2 : 1.7} aria-hidden />
            <Text span fz={12} fw={isActive ? 700 : 500} lh={1.1} ta="center">
              {entry.bottom}
            </Text>
          </UnstyledButton>
        );
      })}
    </Group>
  );
}
