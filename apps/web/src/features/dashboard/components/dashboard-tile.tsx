import { Card, Group, Text, ThemeIcon } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface DashboardTileProps {
  label: string;
  value: string;
  detail: string;
  to: string;
  icon: ReactNode;
  color: string;
  /** Draws attention (something to fix). */
  alert?: boolean;
  testId: string;
}

/** One figure of the day: a link to the screen where the seller acts on it. */
export function DashboardTile({ label, value, detail, to, icon, color, alert, testId }: DashboardTileProps) {
  return (
    <Card
      component={Link}
      to={to}
      withBorder
      radius="md"
      padding="sm"
      data-testid={testId}
      aria-label={`${label}: ${value}. ${detail}`}
      style={{
        textDecoration: 'none',
        color: 'inherit',
        borderColor: alert ? 'var(--mantine-color-red-4)' : undefined,
      }}
    >
      <Group wrap="nowrap" gap="sm" align="flex-start">
        <ThemeIcon variant="light" color={color} size={38} radius="md">
          {icon}
        </ThemeIcon>
        <div style={{ minWidth: 0, flex: 1 }}>
          <Text size="sm" c="dimmed" lh={1.3}>
            {label}
          </Text>
          <Text fw={700} fz={22} lh={1.25} data-testid={`${testId}-value`}>
            {value}
          </Text>
          <Text size="xs" c={alert ? 'red.7' : 'dimmed'} lh={1.3}>
            {detail}
          </Text>
        </div>
        <IconChevronRight
          size={18}
          color="var(--mantine-color-gray-5)"
          aria-hidden
          style={{ flex: 'none' }}
        />
      </Group>
    </Card>
  );
}
