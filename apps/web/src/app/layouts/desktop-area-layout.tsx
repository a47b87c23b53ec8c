import { AppShell, Divider, ScrollArea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet } from 'react-router';
import { LogoutButton } from '../../features/auth/components/logout-button.tsx';
import { messages } from '../messages.ts';
import type { PrivateArea } from '../routes.ts';
import { AreaHeader } from './area-header.tsx';
import { AreaNavLinks } from './area-nav-links.tsx';

/** Desktop layout of the manager area (§2 /gestor): navbar at the side, a burger on small screens. */
export function DesktopAreaLayout({ area }: { area: PrivateArea }) {
  const [menuOpened, menu] = useDisclosure(false);
  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !menuOpened } }}
      padding="md"
    >
      <AppShell.Header>
        <AreaHeader area={area} menuOpened={menuOpened} onToggleMenu={menu.toggle} burgerHiddenFrom="sm" />
      </AppShell.Header>
      <AppShell.Navbar p="sm" aria-label={messages.areaNavigation}>
        <AppShell.Section grow component={ScrollArea}>
          <AreaNavLinks area={area} onNavigate={menu.close} />
        </AppShell.Section>
        <Divider my="sm" />
        <LogoutButton fullWidth>{messages.logout}</LogoutButton>
      </AppShell.Navbar>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
