import { ActionIcon, Menu } from '@mantine/core';
import { type Area, allowedAreas } from '@rota/domain';
import { IconCheck, IconSwitchHorizontal } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useAuth } from '#lib/auth/index.ts';
import { AREA_HOME, pathFor } from '#lib/routes/index.ts';
import { messages } from '../messages.ts';

/** Moves between the areas the profile opens; absent when it opens only one. */
export function AreaSwitcher({ area }: { area: Area }) {
  const areas = allowedAreas(useAuth().session?.profile);
  if (areas.length < 2) return null;
  return (
    <Menu position="bottom-end" withArrow>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label={messages.areaSwitcher}>
          <IconSwitchHorizontal size={22} stroke={1.7} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{messages.areaSwitcherTitle}</Menu.Label>
        {areas.map((option) => (
          <Menu.Item
            key={option}
            component={Link}
            to={pathFor(AREA_HOME[option])}
            rightSection={option === area ? <IconCheck size={16} aria-hidden /> : null}
            aria-current={option === area ? 'true' : undefined}
          >
            {messages.areas[option]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
