import { Group, Text } from '@mantine/core';
import { BRAND } from './brand.ts';

/** The logo mark (the favicon's "R" route on the brand colour) with the name beside it. */
export function BrandMark({ size = 28, withName = true }: { size?: number; withName?: boolean }) {
  return (
    <Group gap={8} wrap="nowrap" aria-label={BRAND.name} role="img">
      <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <rect width="64" height="64" rx="14" fill={BRAND.color} />
        <path
          d="M20 46V18h14a9 9 0 0 1 0 18h-6l12 10"
          fill="none"
          stroke="#fff"
          strokeWidth="6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {withName && (
        <Text fw={800} fz="lg" c="rota.7" aria-hidden="true">
          {BRAND.name}
        </Text>
      )}
    </Group>
  );
}
