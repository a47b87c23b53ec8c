import { type Health, healthSchema } from '@rota/contract';

/** Reads the server's health; throws when it is unreachable or answers something unexpected. */
export async function fetchHealth(signal?: AbortSignal): Promise<Health> {
  const response = await fetch('/health', { signal, headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET /health respondeu ${response.status}`);
  return healthSchema.parse(await response.json());
}
