import { Alert, Button, type ButtonProps, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { authStore } from '#lib/auth/index.ts';
import { pathFor } from '#lib/routes/index.ts';
import { pendingOutboxCount } from '#lib/sync/index.ts';
import { messages } from '../messages.ts';

/**
 * Logout (§4 "cleared on logout"): asks for confirmation, warning when records made offline are
 * still waiting in the outbox (they stay on the device and go at the next login), then clears the
 * login data and opens the login.
 */
export function LogoutButton(props: Omit<ButtonProps, 'onClick'>) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(0);
  const [leaving, setLeaving] = useState(false);

  const ask = async () => {
    setPending(await pendingOutboxCount().catch(() => 0));
    setOpen(true);
  };

  const confirm = async () => {
    setLeaving(true);
    try {
      await authStore.logout();
    } finally {
      setLeaving(false);
      setOpen(false);
    }
    navigate(pathFor('login'), { replace: true });
  };

  return (
    <>
      <Button variant="subtle" color="red" {...props} onClick={() => void ask()}>
        {props.children ?? messages.logout}
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={messages.logoutTitle} centered>
        <Stack gap="md">
          <Text size="sm">{messages.logoutQuestion}</Text>
          {pending > 0 && <Alert color="yellow" role="alert" title={messages.logoutPending(pending)} />}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpen(false)}>
              {messages.logoutCancel}
            </Button>
            <Button color="red" loading={leaving} onClick={() => void confirm()}>
              {messages.logoutConfirm}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
