import { z } from 'zod';
import { fieldError, messages } from '../shared/messages.ts';
import { stateAbbreviations } from './states.ts';

/** A decimal degree written with exactly 8 decimal places, as in "-23.55052000". */
const coordinatePattern = /^-?\d{1,3}\.\d{8}$/;

function coordinate(limit: number) {
  return z
    .string({ error: fieldError(messages.invalid) })
    .regex(coordinatePattern, { error: messages.invalid })
    .refine((value) => Math.abs(Number(value)) <= limit, { error: messages.invalid });
}

/** One municipality of the bundled reference list (spec §3 "City reference list"). */
export const citySchema = z.object({
  /** Internal state id, 1..27 (AC=1 … TO=27), see `states.ts`. */
  state_id: z
    .number({ error: fieldError(messages.invalid) })
    .int({ error: messages.notInteger })
    .min(1, { error: messages.invalid })
    .max(stateAbbreviations.length, { error: messages.invalid }),
  title: z
    .string({ error: fieldError(messages.invalid) })
    .trim()
    .min(1, { error: messages.required }),
  /** 7-digit IBGE municipal code; its first two digits are the IBGE state code. */
  iso: z.string({ error: fieldError(messages.invalid) }).regex(/^\d{7}$/, { error: messages.invalid }),
  lat: coordinate(90),
  long: coordinate(180),
});

export type City = z.infer<typeof citySchema>;
