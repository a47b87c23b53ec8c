import type { saleBodySchema } from '@rota/contract';
import type { z } from 'zod';

/** A sale as a seller's device pushes it (`POST sales`). */
export type SaleBody = z.output<typeof saleBodySchema>;
