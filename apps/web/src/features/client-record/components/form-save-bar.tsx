import { Box, Button, Group } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { Link } from 'react-router';

interface FormSaveBarProps {
  saveLabel: string;
  cancelLabel: string;
  cancelTo: string;
  saving: boolean;
  disabled?: boolean;
}

/**
 * The form's save bar, stuck to the bottom of the screen while the form scrolls: above the
 * phone's bottom navigation (`--app-shell-footer-offset`), at the bottom of the window on a desktop.
 */
export function FormSaveBar({
  saveLabel,
  cancelLabel,
  cancelTo,
  saving,
  disabled = false,
}: FormSaveBarProps) {
  return (
    <Box
      data-testid="form-save-bar"
      style={{
        position: 'sticky',
        bottom: 'var(--app-shell-footer-offset, 0rem)',
        zIndex: 5,
        marginInline: 'calc(var(--mantine-spacing-md) * -1)',
        padding: 'var(--mantine-spacing-sm) var(--mantine-spacing-md)',
        background: 'var(--mantine-color-body)',
        borderTop: '1px solid var(--mantine-color-gray-3)',
      }}
    >
      <Group justify="flex-end" gap="sm" wrap="nowrap">
        <Button component={Link} to={cancelTo} variant="default">
          {cancelLabel}
        </Button>
        <Button
          type="submit"
          loading={saving}
          disabled={disabled}
          leftSection={<IconDeviceFloppy size={18} aria-hidden />}
        >
          {saveLabel}
        </Button>
      </Group>
    </Box>
  );
}
