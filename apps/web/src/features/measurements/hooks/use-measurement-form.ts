import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { Measurement } from '@rota/domain';
import { useCallback, useRef, useState } from 'react';
import { saveMeasurement } from '../api/save-measurement.ts';
import { messages } from '../messages.ts';
import {
  MEASUREMENT_FIELDS,
  type MeasurementBase,
  type MeasurementFormContext,
  type MeasurementValues,
  validateMeasurement,
} from '../model/measurement-form-values.ts';

/**
 * The measurement form: checked by the domain as the server will check it
 * (`validateMeasurement`), saved and queued (`saveMeasurement`), the save announced; the first
 * field in error gets the focus and nothing typed is lost.
 */
export function useMeasurementForm(
  initialValues: MeasurementValues,
  base: MeasurementBase,
  context: Omit<MeasurementFormContext, 'now'>,
  onSaved: (measurement: Measurement) => void,
) {
  const form = useForm<MeasurementValues>({ mode: 'controlled', name: 'measurement', initialValues });
  const [saving, setSaving] = useState(false);
  // What the quantity field could not read (it shows why); the value held is not what it shows.
  const quantityProblem = useRef<string | null>(null);
  const setQuantityProblem = useCallback((problem: string | null) => {
    quantityProblem.current = problem;
  }, []);

  const submit = useCallback(
    async (event?: React.FormEvent) => {
      event?.preventDefault();
      if (saving) return;
      const checked = validateMeasurement(form.getValues(), base, { ...context, now: new Date() });
      const errors = quantityProblem.current
        ? { ...checked.errors, quantity: quantityProblem.current }
        : checked.errors;
      const measurement = quantityProblem.current ? null : checked.measurement;
      if (!measurement) {
        form.setErrors(errors);
        const first = MEASUREMENT_FIELDS.find((field) => errors[field]);
        if (first) form.getInputNode(first)?.focus();
        return;
      }
      setSaving(true);
      try {
        await saveMeasurement(measurement);
        const offline = globalThis.navigator?.onLine === false;
        notifications.show({
          title: messages.form.saved,
          message: offline ? messages.form.savedOffline : messages.form.savedOnline,
          color: 'teal',
          autoClose: 4_000,
        });
        onSaved(measurement);
      } finally {
        setSaving(false);
      }
    },
    [saving, form, base, context, onSaved],
  );

  return { form, submit, saving, setQuantityProblem };
}
