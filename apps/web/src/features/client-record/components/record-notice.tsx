import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';

/** A screen that cannot be shown (no permission, a client not on the device): why, and a way back. */
export function RecordNotice({
  title,
  body,
  backTo,
  backLabel,
}: {
  title: string;
  body?: string;
  backTo: string;
  backLabel: string;
}) {
  return (
    <Alert
      color="gray"
      icon={<IconLock size={20} aria-hidden />}
      title={title}
      data-testid="record-notice"
      maw={640}
    >
      <Stack gap="sm" align="flex-start">
        {body && <Text size="sm">{body}</Text>}
        <Button component={Link} to={backTo} variant="light">
          {backLabel}
        </Button>
      </Stack>
    </Alert>
  );
}
