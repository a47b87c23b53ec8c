import { Button, Group, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { messages } from '../messages.ts';

/**
 * The OP number, typed or read by a barcode scanner (which types it and presses Enter). The
 * tablet's numeric keyboard comes up; the search runs on Enter or on the big button.
 */
export function OpSearch({
  current,
  onSearch,
}: {
  current: string | null;
  onSearch: (numOp: string) => void;
}) {
  const [value, setValue] = useState(current ?? '');
  useEffect(() => setValue(current ?? ''), [current]);
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is unknown to the WebViews of older tablets (Chrome before 118); the role says the same.
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        const numOp = value.trim();
        if (numOp !== '') onSearch(numOp);
      }}
    >
      <Group gap="sm" align="flex-end" wrap="nowrap">
        <TextInput
          flex={1}
          size="xl"
          label={messages.search.label}
          placeholder={messages.search.placeholder}
          description={messages.search.description}
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          inputMode="numeric"
          autoComplete="off"
          maxLength={30}
          styles={{ label: { fontSize: 'var(--mantine-font-size-md)', fontWeight: 700 } }}
        />
        <Button type="submit" size="xl" px="lg" aria-label={messages.search.submit}>
          <IconSearch size={28} aria-hidden />
        </Button>
      </Group>
    </form>
  );
}
