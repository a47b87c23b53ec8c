import { Button, Card, CopyButton, Group, Stack, Text, Title } from '@mantine/core';
import { formatMoney } from '@rota/domain';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { QrCode } from '#ui/qr-code.tsx';
import { messages } from '../messages.ts';

/**
 * The order's Pix: its QR code and the same code as text ("Pix copia e cola") to paste into a
 * bank app, made on the device from the company's key and the order's total, so it works offline.
 */
export function OrderPix({ code, order, totalCents }: { code: string; order: string; totalCents: number }) {
  const total = formatMoney(totalCents);
  return (
    <Card withBorder radius="md" padding="md" data-testid="order-pix">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={3} size="h4">
            {messages.pixTitle}
          </Title>
          <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
            {total}
          </Text>
        </Group>
        <Text size="sm" c="dimmed">
          {messages.pixHint}
        </Text>
        <Group justify="center">
          <QrCode value={code} size={208} label={messages.pixQrLabel(order, total)} />
        </Group>
        <Text size="sm" fw={600}>
          {messages.pixCopyPaste}
        </Text>
        <Text
          size="xs"
          ff="monospace"
          p="xs"
          bg="var(--mantine-color-gray-0)"
          style={{ wordBreak: 'break-all', borderRadius: 'var(--mantine-radius-sm)' }}
          data-testid="order-pix-code"
        >
          {code}
        </Text>
        <CopyButton value={code}>
          {({ copied, copy }) => (
            <Button
              variant={copied ? 'light' : 'default'}
              color={copied ? 'teal' : undefined}
              leftSection={copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
              onClick={copy}
            >
              {copied ? messages.pixCopied : messages.pixCopy}
            </Button>
          )}
        </CopyButton>
      </Stack>
    </Card>
  );
}
