import { Button, Group, Modal, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import {
  type Appointment,
  type AppointmentResult,
  appointmentShapeErrors,
  formatQuantityWithUnit,
  type Situation,
  unitQuantityDecimals,
} from '@rota/domain';
import { IconCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { messages } from '../messages.ts';
import { QuantityField } from './quantity-field.tsx';

const { finish: text } = messages;

/**
 * What an appointment produced, asked when finishing it (or correcting it before it is sent):
 * good quantity, scrap with its reason (big buttons, shown once there is scrap) and notes. The
 * domain's rule says what is missing, the same one the server runs.
 */
export function FinishModal({
  appointment,
  mode,
  unit,
  left,
  scrapReasons,
  onSubmit,
  onClose,
}: {
  appointment: Appointment | null;
  mode: 'finish' | 'correct';
  unit: string;
  /** What the order still misses, as a hint; null when unknown. */
  left: number | null;
  scrapReasons: readonly Situation[];
  onSubmit: (result: AppointmentResult) => void;
  onClose: () => void;
}) {
  const [quantity, setQuantity] = useState(0);
  const [scrap, setScrap] = useState(0);
  // What each field could not read (it shows why): nothing is sent while one is there.
  const [quantityIssue, setQuantityIssue] = useState<string | null>(null);
  const [scrapIssue, setScrapIssue] = useState<string | null>(null);
  const [reason, setReason] = useState<number | null>(null);
  const [notes, setNotes] = useState('');
  const [tried, setTried] = useState(false);

  useEffect(() => {
    if (!appointment) return;
    setQuantity(appointment.quantity);
    setScrap(appointment.quantity_scrap);
    setReason(appointment.scrap_reason_id);
    setNotes(appointment.notes ?? '');
    setTried(false);
  }, [appointment]);

  if (!appointment) return null;
  const result: AppointmentResult = {
    quantity,
    quantity_scrap: scrap,
    scrap_reason_id: scrap > 0 ? reason : null,
    notes: notes.trim() === '' ? null : notes.trim(),
  };
  const errors = appointmentShapeErrors({ ...appointment, ...result });
  const reasonError = tried ? (errors.scrap_reason_id?.[0] ?? null) : null;
  // The order's unit decides: whole pieces, or up to 3 decimals for an order in kg or m.
  const decimals = unitQuantityDecimals(unit);
  const submit = () => {
    setTried(true);
    if (quantityIssue || scrapIssue || Object.keys(errors).length > 0) return;
    onSubmit(result);
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={mode === 'finish' ? text.title(appointment.num_op) : text.editTitle(appointment.num_op)}
      size="lg"
      centered
      styles={{ title: { fontSize: 'var(--mantine-font-size-xl)', fontWeight: 800 } }}
    >
      <Stack gap="md">
        {left !== null && mode === 'finish' && (
          <Text fz="md" fw={600} aria-live="polite" data-testid="finish-left">
            {leftText(left, quantity, unit)}
          </Text>
        )}
        <QuantityField
          label={text.good}
          value={quantity}
          onChange={setQuantity}
          decimals={decimals}
          unit={unit}
          onProblem={setQuantityIssue}
        />
        <QuantityField
          label={text.scrap}
          value={scrap}
          onChange={setScrap}
          decimals={decimals}
          unit={unit}
          onProblem={setScrapIssue}
        />
        {result.quantity_scrap > 0 && (
          <Stack gap={6} role="group" aria-labelledby="scrap-reason-label">
            <Text id="scrap-reason-label" fw={700} fz="lg">
              {text.scrapReason}
            </Text>
            <SimpleGrid cols={2} spacing="xs">
              {scrapReasons.map((situation) => {
                const chosen = reason === situation.id;
                return (
                  <Button
                    key={situation.id}
                    size="lg"
                    h="auto"
                    mih={56}
                    variant={chosen ? 'filled' : 'default'}
                    color={chosen ? 'red.9' : undefined}
                    aria-pressed={chosen}
                    leftSection={chosen ? <IconCheck size={22} aria-hidden /> : null}
                    onClick={() => setReason(situation.id)}
                    styles={{ label: { whiteSpace: 'normal' } }}
                  >
                    {situation.description}
                  </Button>
                );
              })}
            </SimpleGrid>
            {reasonError && (
              <Text c="var(--mantine-color-red-light-color)" fw={700} role="alert">
                {reasonError}
              </Text>
            )}
          </Stack>
        )}
        <Textarea
          size="lg"
          label={text.notes}
          value={notes}
          onChange={(event) => setNotes(event.currentTarget.value)}
          rows={2}
          maxLength={2000}
        />
        <Group grow gap="sm">
          <Button size="xl" variant="default" onClick={onClose}>
            {text.cancel}
          </Button>
          <Button size="xl" color={mode === 'finish' ? 'red.9' : undefined} onClick={submit}>
            {mode === 'finish' ? text.confirm : text.save}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * What the order misses as the good quantity is typed (it was "Faltam 430 KG" whatever was typed):
 * before anything, what it misses; then what it will miss, that it completes, or by how much it
 * passes the plan. Quantities have at most 3 decimals (kg, m): the difference is rounded to them.
 */
function leftText(left: number, typed: number, unit: string): string {
  if (typed <= 0) return text.leftHint(formatQuantityWithUnit(left, unit));
  const after = Math.round((left - typed) * 1000) / 1000;
  const typedText = formatQuantityWithUnit(typed, unit);
  if (after > 0) return text.leftAfter(typedText, formatQuantityWithUnit(after, unit));
  if (after === 0) return text.completes(typedText);
  return text.exceeds(typedText, formatQuantityWithUnit(-after, unit));
}
