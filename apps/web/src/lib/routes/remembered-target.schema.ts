import { z } from 'zod';
import { isRouteName } from './route-table.ts';
import { stringParams } from './string-params.ts';

/**
 * What a remembered target is read back as: a route by name with its string params; an unknown
 * name counts as none. Its own module, loaded only when a target is stored, so the first visit's
 * entry carries no zod.
 */
export const storedTargetSchema = z.object({
  name: z.string().refine(isRouteName),
  params: z.record(z.string(), z.unknown()).transform(stringParams).catch({}),
});
