import { NavLink as MantineNavLink, Stack } from '@mantine/core';
import { NavLink, useLocation } from 'react-router';
import type { PrivateArea } from '../routes.ts';
import { pathFor, routeByName } from '../routes.ts';
import { areaNavigation } from './area-navigation.ts';

/** The full menu of an area, as a vertical list (drawer on the phone, side navbar on the desktop). */
export function AreaNavLinks({ area, onNavigate }: { area: PrivateArea; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  return (
    <Stack gap={2}>
      {areaNavigation[area].map((entry) => {
        const path = pathFor(entry.name);
        return (
          <MantineNavLink
            key={entry.name}
            component={NavLink}
            to={path}
            active={pathname === path}
            label={entry.label ?? routeByName(entry.name).title}
            onClick={onNavigate}
          />
        );
      })}
    </Stack>
  );
}
