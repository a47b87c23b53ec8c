import { z } from 'zod';
import { uuidSchema } from '../shared/fields.ts';
import { visitReadingSchema } from './visit-position.ts';

/**
 * A visit the seller started ("Iniciar visita") and has not ended: kept on the device until
 * "Encerrar visita" sends it whole. `uuid` is the visit's own from the start, so a visit ended
 * twice (a crash between the queue and forgetting it) still counts once on the server.
 */
export const openVisitSchema = z.object({
  uuid: uuidSchema,
  client_uuid: uuidSchema,
  check_in: visitReadingSchema,
  /** What the seller said of a check-in out of the client's radius; null inside it. */
  radius_reason: z.string().trim().min(1).max(500).nullable(),
});
export type OpenVisit = z.output<typeof openVisitSchema>;
