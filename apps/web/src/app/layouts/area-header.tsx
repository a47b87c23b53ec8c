import { Box, Burger, Group, Title } from '@mantine/core';
import type { Area } from '@rota/domain';
import { NotificationsMenu } from '#features/notifications/components/notifications-menu.tsx';
import { SyncStatusButton } from '#features/outbox/components/sync-status-button.tsx';
import { BrandMark } from '#ui/brand/brand-mark.tsx';
import { messages } from '../messages.ts';
import { AreaSwitcher } from './area-switcher.tsx';
import { useCurrentRoute } from './use-current-route.ts';

interface AreaHeaderProps {
  area: Area;
  menuOpened: boolean;
  onToggleMenu: () => void;
  /** Width of the side navigation on a wide screen, so the title lines up with the content. */
  navbarWidth: number;
  /** The menu button at every size (an area of one screen has no side menu open). */
  menuAlways?: boolean;
}

/**
 * Header of every area: the menu button (phone), the brand (wide screens), the screen's title —
 * the one place it is shown, wrapping to two lines rather than being cut — and the area's tools:
 * the sync status (always visible where people work), the notifications and the area switcher.
 */
export function AreaHeader({
  area,
  menuOpened,
  onToggleMenu,
  navbarWidth,
  menuAlways = false,
}: AreaHeaderProps) {
  const { title } = useCurrentRoute();
  return (
    <Group h="100%" px="sm" gap="xs" wrap="nowrap">
      <Burger
        opened={menuOpened}
        onClick={onToggleMenu}
        size="sm"
        hiddenFrom={menuAlways ? undefined : 'sm'}
        aria-label={messages.menu}
        aria-expanded={menuOpened}
      />
      <Box visibleFrom="sm" w={menuAlways ? undefined : navbarWidth - 12} style={{ flexShrink: 0 }}>
        <BrandMark />
      </Box>
      <Title
        order={1}
        fz={{ base: 17, sm: 20 }}
        lh={1.2}
        lineClamp={2}
        data-testid="header-title"
        style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}
      >
        {title}
      </Title>
      <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
        <SyncStatusButton />
        <NotificationsMenu />
        <AreaSwitcher area={area} />
      </Group>
    </Group>
  );
}
