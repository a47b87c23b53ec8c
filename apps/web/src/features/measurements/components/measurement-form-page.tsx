import { Center, Loader } from '@mantine/core';
import type { Measurement } from '@rota/domain';
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useAuth, useCan } from '#lib/auth/index.ts';
import { useToday } from '#lib/clock/use-today.ts';
import { myPwaDb } from '#lib/db/my-pwa-db.ts';
import { pathFor } from '#lib/routes/index.ts';
import { ScreenNotice } from '#ui/screen-notice.tsx';
import { useMeasurementLists } from '../hooks/use-measurement-lists.ts';
import { useMyMeasurements } from '../hooks/use-my-measurements.ts';
import { messages } from '../messages.ts';
import { measurementToValues, newMeasurementValues } from '../model/measurement-form-values.ts';
import { NEW_MEASUREMENT } from '../model/measurement-period.ts';
import { MeasurementForm } from './measurement-form.tsx';

/** The stored record of `uuid` on the device, without its sync stamps; null when absent. */
function useStoredMeasurement(uuid: string | undefined): Measurement | null | undefined {
  return useLiveQuery(async () => {
    if (!uuid) return null;
    const row = await myPwaDb.measurements.get(uuid);
    if (!row || row.deleted_at) return null;
    const { updated_at: _u, deleted_at: _d, ...measurement } = row;
    return measurement;
  }, [uuid]);
}

/**
 * Apontamentos (`/admin/measurements/{goTo?}`, docs/measurements.md): `goTo` is the uuid of one
 * of the seller's measurements, opened to correct it, or `nova` for a new one (today, with the
 * latest load's driver, plate and volume); anything else is not on the device. Saved offline; back to Medições after the save.
 */
export function MeasurementFormPage() {
  const { goTo: param } = useParams();
  const goTo = param === NEW_MEASUREMENT ? undefined : param;
  const allowed = useCan('canRecordMeasurements');
  const { session, companyId } = useAuth();
  const navigate = useNavigate();
  const stored = useStoredMeasurement(goTo);
  const mine = useMyMeasurements();
  const lists = useMeasurementLists();
  const newUuid = useMemo(() => crypto.randomUUID(), []);
  const onSaved = useCallback(() => navigate(pathFor('measurements')), [navigate]);
  const today = useToday();

  if (!allowed)
    return (
      <ScreenNotice
        testId="measurement-notice"
        title={messages.noPermission.title}
        body={messages.noPermission.body}
        backTo={pathFor('index')}
        backLabel={messages.noPermission.back}
      />
    );
  if (stored === undefined || !mine.loaded || !lists.loaded || !session || companyId === null)
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  if (goTo && (!stored || stored.seller_id !== session.seller.id))
    return (
      <ScreenNotice
        testId="measurement-notice"
        title={messages.form.notFound}
        body={messages.form.notFoundBody}
        backTo={pathFor('measurements')}
        backLabel={messages.form.back}
      />
    );

  const base = stored
    ? { uuid: stored.uuid, company_id: stored.company_id, seller_id: stored.seller_id }
    : { uuid: newUuid, company_id: companyId, seller_id: session.seller.id };
  const initialValues = stored
    ? measurementToValues(stored)
    : newMeasurementValues(today, mine.measurements[0]);
  return (
    <MeasurementForm
      key={base.uuid}
      initialValues={initialValues}
      base={base}
      stored={stored}
      drivers={lists.drivers}
      volumes={lists.volumes}
      sendState={mine.sendStates.get(base.uuid)}
      onSaved={onSaved}
    />
  );
}
