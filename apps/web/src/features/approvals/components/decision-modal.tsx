import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { APPROVAL_NOTE_MAX, type ApprovalDecisionKind } from '@rota/domain';
import { useState } from 'react';
import { messages } from '../messages.ts';

interface DecisionModalProps {
  /** The decision being confirmed; null when closed. */
  decision: ApprovalDecisionKind | null;
  clientName: string;
  onConfirm(note: string): Promise<string | null>;
  onClose(): void;
}

/**
 * Confirms a decision with its note: required to reject (the seller reads why), optional to
 * approve. `onConfirm` answers the rule's pt-BR refusal, shown on the field, or null when done.
 */
export function DecisionModal({ decision, clientName, onConfirm, onClose }: DecisionModalProps) {
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const rejecting = decision === 'Reprovado';
  const close = () => {
    setNote('');
    setError(null);
    onClose();
  };
  const confirm = async () => {
    setSaving(true);
    const refused = await onConfirm(note);
    setSaving(false);
    if (refused) setError(refused);
    else close();
  };
  return (
    <Modal
      opened={decision !== null}
      onClose={close}
      title={rejecting ? messages.rejectTitle : messages.approveTitle}
      centered
      closeButtonProps={{ 'aria-label': messages.close }}
    >
      <Stack gap="sm">
        <Text size="sm" fw={600}>
          {clientName}
        </Text>
        <Text size="sm" c="dimmed">
          {rejecting ? messages.rejectHint : messages.approveHint}
        </Text>
        <Textarea
          label={rejecting ? messages.noteForSeller : messages.note}
          placeholder={rejecting ? messages.notePlaceholderReject : messages.notePlaceholderApprove}
          value={note}
          onChange={(event) => {
            setNote(event.currentTarget.value);
            setError(null);
          }}
          maxLength={APPROVAL_NOTE_MAX}
          withAsterisk={rejecting}
          rows={3}
          error={error}
          data-autofocus
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            {messages.cancel}
          </Button>
          <Button color={rejecting ? 'red' : 'teal'} loading={saving} onClick={confirm}>
            {rejecting ? messages.reject : messages.approve}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
