import type { ErpAppointment } from '@rota/contract';
import type { AppDeps } from '../../app-deps.ts';
import { syncEnvelope } from '../../sync/pull-page.ts';
import { pullFinishedAppointments, toSyncedAppointment } from './order-production.repository.ts';

/**
 * `GET /integration/v1/appointments/closed`: the company's finished appointments in the order
 * they were finished (their last write), paged like a pull, each with the ERP's codes of its
 * machine, operator, situation, pauses' situations and scrap reason. A finished appointment never
 * changes again, so each comes once: keep the cursor and ask with `since` next time.
 */
export async function listClosedAppointments(
  { db }: AppDeps,
  companyId: number,
  query: { since?: string | undefined; limit?: number | undefined },
) {
  const { page, pauses, machineCodes, operatorCodes, situationCodes } = await pullFinishedAppointments(
    db,
    companyId,
    query,
  );
  const code = (codes: Map<number, string>, id: number) => codes.get(id) ?? '';
  return syncEnvelope(page, (row) => {
    const appointment = toSyncedAppointment(row, pauses.get(row.uuid) ?? []);
    return {
      ...appointment,
      machine_code_erp: code(machineCodes, row.machine_id),
      operator_code_erp: code(operatorCodes, row.operator_id),
      situation_code_erp: code(situationCodes, row.situation_id),
      scrap_reason_code_erp: row.scrap_reason_id === null ? null : code(situationCodes, row.scrap_reason_id),
      pauses: appointment.pauses.map((pause) => ({
        ...pause,
        situation_code_erp: code(situationCodes, pause.situation_id),
      })),
    } satisfies ErpAppointment & { updated_at: string; deleted_at: string | null };
  });
}
