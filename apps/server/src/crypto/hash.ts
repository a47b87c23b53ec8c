import { createHash, randomBytes } from 'node:crypto';

/** SHA-256 hex of a secret: tokens, session tokens and integration keys are stored only so. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** A new random secret, URL-safe (32 bytes: 43 characters). */
export function newSecret(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** JSON with sorted keys, so equal bodies hash equal whatever the key order. */
export function stableStringify(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableStringify(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}
