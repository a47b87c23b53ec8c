import { Card, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A card with its heading (h2: the screen's title is the header's h1). */
export function SectionCard({
  title,
  children,
  action,
  testId,
  alignStart = false,
}: {
  title: string;
  children: ReactNode;
  action?: ReactNode;
  testId?: string;
  /** In a grid row, keep its own height instead of stretching to the tallest card. */
  alignStart?: boolean;
}) {
  const id = `section-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="section"
      aria-labelledby={id}
      data-testid={testId}
      style={alignStart ? { alignSelf: 'start' } : undefined}
    >
      <div
        style={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 8,
          marginBottom: 12,
        }}
      >
        <Title order={2} id={id} size="h4">
          {title}
        </Title>
        {action}
      </div>
      {children}
    </Card>
  );
}
