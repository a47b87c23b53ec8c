import { Alert } from '@mantine/core';
import { messages } from './messages.ts';

/** A screen that a later version fills: a clear notice under the header's title, nothing faked. */
export function UnderConstructionPage() {
  return (
    <Alert color="gray" data-testid="under-construction">
      {messages.underConstruction}
    </Alert>
  );
}
