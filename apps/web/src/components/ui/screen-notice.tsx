import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';

/**
 * Why a screen cannot be shown (no permission, a record not on the device), and a way back.
 * `testId` names it for the screen's tests.
 */
export function ScreenNotice({
  title,
  body,
  backTo,
  backLabel,
  testId,
}: {
  title: string;
  body: string;
  backTo: string;
  backLabel: string;
  testId: string;
}) {
  return (
    <Alert
      color="gray"
      icon={<IconLock size={20} aria-hidden />}
      title={title}
      data-testid={testId}
      maw={640}
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{body}</Text>
        <Button component={Link} to={backTo} variant="light">
          {backLabel}
        </Button>
      </Stack>
    </Alert>
  );
}
