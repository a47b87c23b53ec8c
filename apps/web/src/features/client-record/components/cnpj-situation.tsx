import { Alert, Badge } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { messages } from '../messages.ts';
import { isIrregularSituation } from '../model/lookup-changes.ts';

/** The registry situation of a CNPJ: a badge when ATIVA, a visible warning when the company is not regular. */
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
    <Badge color="teal" variant="light" data-testid="cnpj-situation">
      {messages.situation(situation.toUpperCase())}
    </Badge>
  );
}
