import { Button } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { messages } from '../messages.ts';

/** Opens the browser's print of the screen's sheet (the page's print-only layout). */
export function PrintButton({ disabled }: { disabled?: boolean }) {
  return (
    <Button
      size="md"
      mih={48}
      variant="default"
      leftSection={<IconPrinter size={22} aria-hidden />}
      onClick={() => window.print()}
      disabled={disabled}
    >
      {messages.print.button}
    </Button>
  );
}
