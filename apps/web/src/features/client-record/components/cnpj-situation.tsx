import { Alert, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { messages } from '../messages.ts';
import { isIrregularSituation } from '../model/lookup-changes.ts';

/**
 * The registry situation of a CNPJ: a teal line when ATIVA, a visible warning when the company is
 * not regular. The line wraps: as a Mantine Badge (one line, cut with an ellipsis) a phone showed
 * "SITUAÇÃO CADASTRAL NA RECEIT…" and never the situation itself.
 */
export function CnpjSituation({ situation }: { situation: string }) {
  if (isIrregularSituation(situation)) {
    return (
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertTriangle size={20} aria-hidden />}
        title={messages.situation(situation.toUpperCase())}
        data-testid="cnpj-situation-warning"
      >
        {messages.situationWarning}
      </Alert>
    );
  }
  return (
    <Group
      gap={6}
      wrap="nowrap"
      align="flex-start"
      c="var(--mantine-color-teal-light-color)"
      data-testid="cnpj-situation"
    >
      <IconCircleCheck size={18} stroke={2} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
      <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
        {messages.situation(situation.toUpperCase())}
      </Text>
    </Group>
  );
}
