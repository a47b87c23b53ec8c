import { Burger, Group, Text, Title } from '@mantine/core';
import { useMatches } from 'react-router';
import { NotificationsMenu } from '../../features/notifications/components/notifications-menu.tsx';
import { messages } from '../messages.ts';
import { currentRouteHandle } from '../route-handle.ts';
import type { PrivateArea } from '../routes.ts';

interface AreaHeaderProps {
  area: PrivateArea;
  menuOpened: boolean;
  onToggleMenu: () => void;
  /** Hide the burger from this breakpoint up (the manager's navbar is always visible there). */
  burgerHiddenFrom?: 'sm';
}

/** Header of every authenticated layout: menu button, the screen's title, the notifications. */
export function AreaHeader({ area, menuOpened, onToggleMenu, burgerHiddenFrom }: AreaHeaderProps) {
  const title = currentRouteHandle(useMatches())?.handle.title ?? messages.appName;
  return (
    <Group h="100%" px="sm" justify="space-between" wrap="nowrap">
      <Group gap="xs" wrap="nowrap" miw={0}>
        <Burger
          opened={menuOpened}
          onClick={onToggleMenu}
          size="sm"
          hiddenFrom={burgerHiddenFrom}
          aria-label={messages.menu}
        />
        <div style={{ minWidth: 0 }}>
          <Text size="xs" c="dimmed" lh={1.1}>
            {messages.areas[area]}
          </Text>
          <Title order={2} size="h4" lh={1.2} lineClamp={1} data-testid="header-title">
            {title}
          </Title>
        </div>
      </Group>
      <NotificationsMenu />
    </Group>
  );
}
