import { z } from 'zod';

/** `GET /health`: the server is up, which version, for how long. Outside `/api/`, no auth. */
export const healthSchema = z.object({
  status: z.literal('ok'),
  version: z.string(),
  uptime_s: z.number().int().nonnegative(),
});
export type Health = z.infer<typeof healthSchema>;
