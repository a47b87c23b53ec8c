import { Card, Group, Text, ThemeIcon } from '@mantine/core';
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

/**
 * One figure of the day, the whole card a link to the screen where the seller acts on it. Laid
 * out for two columns on a phone: the icon beside the label, the figure on a line of its own.
 */
export function DashboardTile({ label, value, detail, to, icon, color, alert, testId }: DashboardTileProps) {
  return (
    <Card
      component={Link}
      to={to}
      withBorder
      radius="md"
      padding="sm"
      data-testid={testId}
      style={{
        textDecoration: 'none',
        color: 'inherit',
        borderColor: alert ? 'var(--mantine-color-red-4)' : undefined,
        // The figure below is sized against the tile's width.
        containerType: 'inline-size',
      }}
    >
      <Group wrap="nowrap" gap={8} align="flex-start">
        <ThemeIcon variant="light" color={color} size={28} radius="md" style={{ flex: 'none' }}>
          {icon}
        </ThemeIcon>
        <Text size="sm" c="dimmed" lh={1.25} style={{ minWidth: 0 }}>
          {label}
        </Text>
      </Group>
      {/* By the tile's width, not the screen's: a six-digit month in reais stays inside a
          phone's half-width tile. */}
      <Text
        fw={700}
        lh={1.3}
        mt={6}
        style={{ whiteSpace: 'nowrap', fontSize: 'clamp(14px, 11cqi, 22px)' }}
        data-testid={`${testId}-value`}
      >
        {value}
      </Text>
      <Text size="xs" c={alert ? 'red.8' : 'dimmed'} lh={1.3}>
        {detail}
      </Text>
    </Card>
  );
}
