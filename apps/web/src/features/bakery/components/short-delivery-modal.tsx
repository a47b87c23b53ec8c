import { Alert, Button, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import {
  type BakeryDeliveryLine,
  SHORT_DELIVERY_REASON_LABELS,
  SHORT_DELIVERY_REASONS,
  type ShortDeliveryReason,
  shortDeliveryMessages,
  unitQuantityDecimals,
} from '@rota/domain';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { QuantityInput } from '#ui/quantity-input.tsx';
import { messages } from '../messages.ts';
import type { ClientStop } from '../model/driver-groups.ts';

/**
 * "Entregue com falta": how much of each line the client got (at most what was separated; it
 * starts there) and why the rest is missing — one reason for the stop, a note required for
 * "Outro". Saving stamps the delivery with the reason on every line below its order
 * (`onSave`); the sheet stays open on a refusal, showing why.
 */
export function ShortDeliveryModal({
  stop,
  error,
  onSave,
  onClose,
}: {
  stop: ClientStop | null;
  error: string | null;
  onSave: (lines: BakeryDeliveryLine[]) => Promise<boolean>;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={stop !== null}
      onClose={onClose}
      title={stop ? messages.delivery.short.title(stop.clientName) : ''}
      size="lg"
      centered
    >
      {stop && (
        <ShortDeliverySheet key={stop.key} stop={stop} error={error} onSave={onSave} onClose={onClose} />
      )}
    </Modal>
  );
}

function ShortDeliverySheet({
  stop,
  error,
  onSave,
  onClose,
}: {
  stop: ClientStop;
  error: string | null;
  onSave: (lines: BakeryDeliveryLine[]) => Promise<boolean>;
  onClose: () => void;
}) {
  const [handed, setHanded] = useState(() => new Map(stop.lines.map((line) => [line.id, line.separated])));
  const [reason, setReason] = useState<ShortDeliveryReason | null>(null);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  // Fields whose text is refused ("2,5" of a loaf): nothing is saved while one shows a message.
  const [issues, setIssues] = useState<ReadonlyMap<number, string>>(new Map());
  const save = async () => {
    if (issues.size > 0) return;
    const lines = stop.lines.map((line) => ({ line, done: handed.get(line.id) ?? 0 }));
    if (lines.every(({ line, done }) => done >= line.quantity))
      return setProblem(messages.delivery.short.nothingShort);
    if (reason === null) return setProblem(shortDeliveryMessages.reasonMissing);
    if (reason === 'outro' && note.trim() === '') return setProblem(shortDeliveryMessages.noteRequired);
    setProblem(null);
    const stamped = lines.map(({ line, done }) =>
      done < line.quantity
        ? { id: line.id, done, short_reason: reason, ...(note.trim() ? { short_note: note.trim() } : {}) }
        : { id: line.id, done },
    );
    if (await onSave(stamped)) onClose();
  };
  const shown = problem ?? error;
  return (
    <Stack gap="md">
      <Text c="gray.8">{messages.delivery.short.intro}</Text>
      {stop.lines.map((line) => {
        const inputId = `short-delivery-${line.id}`;
        return (
          <Stack key={line.id} gap={4}>
            <Text component="label" htmlFor={inputId} fw={600}>
              {messages.delivery.short.handed(line.description)}
            </Text>
            <Text fz="sm" c="gray.7">
              {`${messages.delivery.short.ordered(line.quantity, line.unit)} · ${messages.stages.separated}: ${messages.of(line.separated, line.quantity)}`}
            </Text>
            {/* The line's unit decides: 1,5 of 2,5 kg, whole loaves; never more than was separated,
                refused with a message rather than cut (docs/web.md "Quantities"). */}
            <QuantityInput
              id={inputId}
              value={handed.get(line.id) ?? 0}
              decimals={unitQuantityDecimals(line.unit)}
              unit={line.unit}
              allowZero
              max={line.separated}
              onChange={(quantity) => setHanded((current) => new Map(current).set(line.id, quantity))}
              onProblem={(message) =>
                setIssues((current) => {
                  const next = new Map(current);
                  if (message === null) next.delete(line.id);
                  else next.set(line.id, message);
                  return next;
                })
              }
              labels={{ input: messages.delivery.short.handed(line.description) }}
            />
          </Stack>
        );
      })}
      <Radio.Group
        label={messages.delivery.short.reason}
        value={reason}
        onChange={(value) => setReason(value)}
        size="md"
      >
        <Stack gap="xs" mt="xs">
          {SHORT_DELIVERY_REASONS.map((value) => (
            <Radio key={value} value={value} label={SHORT_DELIVERY_REASON_LABELS[value]} size="md" py={6} />
          ))}
        </Stack>
      </Radio.Group>
      <Textarea
        label={messages.delivery.short.note}
        description={messages.delivery.short.noteHint}
        value={note}
        onChange={(event) => setNote(event.currentTarget.value)}
        maxLength={255}
        rows={2}
        size="md"
      />
      {shown && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={22} aria-hidden />} role="alert">
          {shown}
        </Alert>
      )}
      <Group justify="space-between" wrap="wrap">
        <Button size="lg" mih={48} variant="default" onClick={onClose}>
          {messages.stamp.close}
        </Button>
        {/* Its label wraps on a phone rather than being cut ("Registrar entrega com f…"). */}
        <Button
          size="lg"
          mih={48}
          h="auto"
          py={8}
          px="sm"
          fz={{ base: 16, sm: 18 }}
          color="orange"
          leftSection={<IconCheck size={22} aria-hidden />}
          styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
          disabled={issues.size > 0}
          onClick={save}
        >
          {messages.delivery.short.save}
        </Button>
      </Group>
    </Stack>
  );
}
