import { AppShell, Divider, Drawer, Group, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, Outlet, useLocation } from 'react-router';
import { LogoutButton } from '../../features/auth/components/logout-button.tsx';
import { messages } from '../messages.ts';
import { type PrivateArea, pathFor, routeByName } from '../routes.ts';
import { AreaHeader } from './area-header.tsx';
import { AreaNavLinks } from './area-nav-links.tsx';
import { areaNavigation } from './area-navigation.ts';

/**
 * Phone-first layout of the seller, bakery and appointment areas: a header with the title and
 * the notifications, a bottom bar with the area's main screens and a drawer with all of them
 * and the logout.
 */
export function MobileAreaLayout({ area }: { area: PrivateArea }) {
  const [menuOpened, menu] = useDisclosure(false);
  const { pathname } = useLocation();
  const bottomEntries = areaNavigation[area].filter((entry) => entry.bottom);

  return (
    <AppShell header={{ height: 56 }} footer={{ height: 60 }} padding="sm">
      <AppShell.Header>
        <AreaHeader area={area} menuOpened={menuOpened} onToggleMenu={menu.toggle} />
      </AppShell.Header>
      <Drawer opened={menuOpened} onClose={menu.close} title={messages.areas[area]} size="xs">
        <nav aria-label={messages.areaNavigation}>
          <AreaNavLinks area={area} onNavigate={menu.close} />
        </nav>
        <Divider my="sm" />
        <LogoutButton fullWidth>{messages.logout}</LogoutButton>
      </Drawer>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
      <AppShell.Footer>
        <Group component="nav" aria-label={messages.areaNavigation} h="100%" grow gap={0} wrap="nowrap">
          {bottomEntries.map((entry) => {
            const path = pathFor(entry.name);
            const active = pathname === path;
            return (
              <UnstyledButton
                key={entry.name}
                component={Link}
                to={path}
                aria-current={active ? 'page' : undefined}
                h="100%"
                ta="center"
                fz="sm"
                fw={active ? 700 : 400}
                c={active ? 'blue.7' : 'dark.4'}
                style={{ display: 'flex', alignItems: 'center', justifyContent: 'center' }}
              >
                {entry.label ?? routeByName(entry.name).title}
              </UnstyledButton>
            );
          })}
        </Group>
      </AppShell.Footer>
    </AppShell>
  );
}
