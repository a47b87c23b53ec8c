import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { messages } from '../messages.ts';
import type { FieldChange } from '../model/lookup-changes.ts';
import { FieldChangeList } from './field-change-list.tsx';

interface LookupReviewProps {
  title: string;
  /** A line above the changes (which lookup, or "trouxe dados diferentes do que foi digitado"). */
  intro?: string;
  changes: FieldChange[];
  cityTitle: (iso: string) => string | null;
  onApply: () => void;
  onDiscard: () => void;
  applying?: boolean;
  children?: React.ReactNode;
}

/**
 * What a lookup would change, before it changes anything: each field "atual → novo", then
 * "Aplicar" or "Descartar" (DESIGN.md: the user sees what a late lookup would change first).
 */
export function LookupReview({
  title,
  intro,
  changes,
  cityTitle,
  onApply,
  onDiscard,
  applying = false,
  children,
}: LookupReviewProps) {
  return (
    <Alert
      color="blue"
      variant="light"
      icon={<IconRefresh size={20} aria-hidden />}
      title={title}
      data-testid="lookup-review"
    >
      <Stack gap="xs">
        {intro && <Text size="sm">{intro}</Text>}
        {children}
        {changes.length > 0 ? (
          <FieldChangeList changes={changes} cityTitle={cityTitle} />
        ) : (
          <Text size="sm">{messages.lookupNothingNew}</Text>
        )}
        <Group gap="xs">
          {changes.length > 0 && (
            <Button size="xs" onClick={onApply} loading={applying}>
              {messages.apply}
            </Button>
          )}
          <Button size="xs" variant="default" onClick={onDiscard} disabled={applying}>
            {changes.length > 0 ? messages.discard : messages.dismiss}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
