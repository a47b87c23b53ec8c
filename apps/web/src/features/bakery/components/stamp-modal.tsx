import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { type BakeryStage, unitLabel, unitQuantityDecimals } from '@rota/domain';
import { IconAlertTriangle, IconArrowBackUp, IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { QuantityInput } from '#ui/quantity-input.tsx';
import { messages } from '../messages.ts';

export interface StampTarget {
  title: string;
  subtitle?: string;
  unit: string;
  quantity: number;
  done: number;
}

/**
 * The sheet a card opens: everything done in one tap, a partial quantity (big − and +, or typed),
 * or undo. Each sets the absolute quantity done (`onSave`); the sheet closes once it is stamped and
 * stays open on a refusal, showing why.
 */
export function StampModal({
  target,
  stage,
  error,
  onSave,
  onClose,
}: {
  target: StampTarget | null;
  stage: BakeryStage;
  error: string | null;
  onSave: (done: number) => Promise<boolean>;
  onClose: () => void;
}) {
  return (
    <Modal opened={target !== null} onClose={onClose} title={target?.title} size="lg" centered>
      {target && (
        // Keyed by what it stamps: another card opens with its own starting quantity.
        <StampSheet
          key={`${target.title}|${target.subtitle ?? ''}`}
          target={target}
          stage={stage}
          error={error}
          onSave={onSave}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}

function StampSheet({
  target,
  stage,
  error,
  onSave,
  onClose,
}: {
  target: StampTarget;
  stage: BakeryStage;
  error: string | null;
  onSave: (done: number) => Promise<boolean>;
  onClose: () => void;
}) {
  // Starts at what is done (to correct it) or, with nothing done, at the whole quantity.
  const [partial, setPartial] = useState(() => (target.done > 0 ? target.done : target.quantity));
  const [partialIssue, setPartialIssue] = useState<string | null>(null);
  const save = async (done: number) => {
    if (await onSave(done)) onClose();
  };
  return (
    <Stack gap="md">
      {target.subtitle && <Text c="gray.8">{target.subtitle}</Text>}
      <Text fz={40} fw={800} lh={1.1} data-testid="stamp-modal-progress">
        {messages.of(target.done, target.quantity)} {unitLabel(target.unit)}
      </Text>
      {error && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={22} aria-hidden />} role="alert">
          {error}
        </Alert>
      )}
      <Button
        size="xl"
        mih={64}
        px="md"
        fz={{ base: 18, sm: 20 }}
        color="green"
        leftSection={<IconCheck size={26} aria-hidden />}
        onClick={() => save(target.quantity)}
      >
        {messages.stamp.all[stage]}
      </Button>
      <Group gap="sm" align="center" wrap="wrap">
        <QuantityInput
          value={partial}
          // The line's unit decides: 1,5 of 3 kg, whole loaves of bread.
          decimals={unitQuantityDecimals(target.unit)}
          unit={target.unit}
          // Never above the order: the card's lines could not take more (`stampProblem`).
          max={target.quantity}
          onChange={setPartial}
          onProblem={setPartialIssue}
          labels={{ input: messages.stamp.partial, less: messages.stamp.less, more: messages.stamp.more }}
        />
        <Button size="lg" mih={48} disabled={partialIssue !== null} onClick={() => save(partial)}>
          {messages.stamp.partialSave}
        </Button>
      </Group>
      <Group justify="space-between">
        <Button
          size="lg"
          mih={48}
          color="red"
          variant="outline"
          leftSection={<IconArrowBackUp size={22} aria-hidden />}
          disabled={target.done === 0}
          onClick={() => save(0)}
        >
          {messages.stamp.undo}
        </Button>
        <Button size="lg" mih={48} variant="default" onClick={onClose}>
          {messages.stamp.close}
        </Button>
      </Group>
    </Stack>
  );
}
