import { AppShell, Divider, ScrollArea, Text } from '@mantine/core';
import { useDisclosure, useMediaQuery, useWindowEvent } from '@mantine/hooks';
import type { Area } from '@rota/domain';
import { Outlet } from 'react-router';
import { HistorySyncBanner } from '#features/outbox/components/history-sync-banner.tsx';
import { OfflineBanner } from '#features/outbox/components/offline-banner.tsx';
import { messages } from '../messages.ts';
import { AccountSection } from './account-section.tsx';
import { AreaBottomBar } from './area-bottom-bar.tsx';
import { AreaHeader } from './area-header.tsx';
import { AreaNavLinks } from './area-nav-links.tsx';
import { useAreaMenu } from './use-area-menu.ts';

const NAVBAR_WIDTH = 260;
/** Mantine's `sm` breakpoint: from here on the side navigation is always shown. */
const WIDE_SCREEN = '(min-width: 48em)';

/**
 * The layout of every area (DESIGN.md "Areas, navigation and look"): a header with the screen's
 * title; on a wide screen a side navigation with the area's menu; on a phone a bottom bar with the
 * area's main screens (when it has some) and the same menu in a drawer opened from the header.
 * The offline banner sits above every screen, and the sync status in the header (DESIGN.md: "An
 * offline banner and the sync status live in the area layouts, not in each screen").
 */
export function AreaLayout({ area }: { area: Area }) {
  const [menuOpened, menu] = useDisclosure(false);
  // The phone's menu is a drawer: Escape closes it, as it closes every dialog.
  useWindowEvent('keydown', (event) => {
    if (event.key === 'Escape' && menuOpened) menu.close();
  });
  const wide = useMediaQuery(WIDE_SCREEN, false, { getInitialValueInEffect: false });
  const entries = useAreaMenu(area);
  const withBottomBar = !wide && entries.some((entry) => entry.bottom);
  // An area of one screen (Apontamentos) needs no side menu beside it: a tablet's quarter goes to
  // the work, and the menu (account, pending writes) opens from the header's button at any size.
  const oneScreen = entries.length <= 1;

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{
        width: NAVBAR_WIDTH,
        breakpoint: 'sm',
        collapsed: { mobile: !menuOpened, desktop: oneScreen && !menuOpened },
      }}
      footer={{ height: 64, collapsed: !withBottomBar }}
      padding="md"
    >
      <AppShell.Header>
        <AreaHeader
          area={area}
          menuOpened={menuOpened}
          onToggleMenu={menu.toggle}
          navbarWidth={NAVBAR_WIDTH}
          menuAlways={oneScreen}
        />
      </AppShell.Header>
      <AppShell.Navbar p="sm" component="nav" aria-label={messages.areaNavigation}>
        <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pb={6}>
          {messages.areas[area]}
        </Text>
        <AppShell.Section grow component={ScrollArea}>
          <AreaNavLinks area={area} onNavigate={menu.close} />
        </AppShell.Section>
        <Divider my="sm" />
        <AppShell.Section>
          <AccountSection onNavigate={menu.close} />
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main>
        <OfflineBanner />
        <HistorySyncBanner />
        <Outlet />
      </AppShell.Main>
      {withBottomBar && (
        <AppShell.Footer>
          <AreaBottomBar entries={entries} />
        </AppShell.Footer>
      )}
    </AppShell>
  );
}
