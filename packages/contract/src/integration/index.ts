import type { CallDefinition } from '../define-call.ts';

/** Base of the ERP integration API (DESIGN.md "Operations"). */
export const INTEGRATION_BASE = '/integration/v1/';

/** Every call of the ERP integration API (being declared). */
export const integration = {} as const;
export const integrationCalls: readonly CallDefinition[] = [];
