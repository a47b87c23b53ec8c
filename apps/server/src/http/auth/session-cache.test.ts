import { describe, expect, it } from 'vitest';
import type { SessionAuth } from './auth-context.ts';
import { createSessionCache } from './session-cache.ts';

const auth = (sessionId: number): SessionAuth => ({
  kind: 'session',
  companyId: 1,
  sessionId,
  sessionExpiresAt: new Date('2026-12-25T12:00:00Z'),
  deviceRowId: 1,
  seller: {
    id: 1,
    company_id: 1,
    name: 'Ana',
    email: null,
    code_erp: 'V1',
    profile_id: 1,
    team_uuid: null,
  },
  profile: { id: 1, company_id: 1, description: 'Vendedor', permissions: [{ name: 'canCreateClient' }] },
});

const now = new Date('2026-11-25T12:00:00Z');
const expiresAt = new Date('2026-12-25T12:00:00Z');

function serving(options: Parameters<typeof createSessionCache>[0] = {}) {
  let elapsed = 0;
  const cache = createSessionCache({ elapsedMs: () => elapsed, ...options });
  cache.setServing(true);
  return {
    cache,
    advance: (ms: number) => {
      elapsed += ms;
    },
  };
}

describe('session cache', () => {
  it('serves what it stored, frozen, until it is cleared', () => {
    const { cache } = serving();
    cache.put('a', auth(1), expiresAt, cache.generation());
    const hit = cache.get('a', now);
    expect(hit).toEqual(auth(1));
    expect(Object.isFrozen(hit?.profile.permissions)).toBe(true);
    cache.clear();
    expect(cache.get('a', now)).toBeUndefined();
  });

  it('never serves past the maximum age (a monotonic clock) nor at or past the session’s own expires_at', () => {
    const { cache, advance } = serving({ maxAgeMs: 5_000 });
    cache.put('a', auth(1), expiresAt, cache.generation());
    advance(4_999);
    expect(cache.get('a', now)).toBeDefined();
    advance(1);
    expect(cache.get('a', now)).toBeUndefined();

    cache.put('b', auth(2), expiresAt, cache.generation());
    expect(cache.get('b', new Date(expiresAt.getTime() - 1))).toBeDefined();
    expect(cache.get('b', expiresAt)).toBeUndefined();
    // Gone for good: moving the clock back does not bring it back.
    expect(cache.get('b', now)).toBeUndefined();
  });

  it('keeps at most maxEntries, dropping the oldest stored', () => {
    const { cache } = serving({ maxEntries: 2 });
    for (const key of ['a', 'b', 'c']) cache.put(key, auth(1), expiresAt, cache.generation());
    expect(cache.size).toBe(2);
    expect(cache.get('a', now)).toBeUndefined();
    expect(cache.get('b', now)).toBeDefined();
    expect(cache.get('c', now)).toBeDefined();
  });

  it('does not keep a lookup that ran across a clear: it may have read the row before the change', () => {
    const { cache } = serving();
    const before = cache.generation();
    cache.clear();
    cache.put('a', auth(1), expiresAt, before);
    expect(cache.size).toBe(0);
    cache.put('a', auth(1), expiresAt, cache.generation());
    expect(cache.size).toBe(1);
  });

  it('neither serves nor stores while not serving, and starts empty whenever it is turned on or off', () => {
    const cache = createSessionCache();
    expect(cache.serving).toBe(false);
    cache.put('a', auth(1), expiresAt, cache.generation());
    expect(cache.size).toBe(0);

    cache.setServing(true);
    const lookupStarted = cache.generation();
    cache.put('a', auth(1), expiresAt, cache.generation());
    expect(cache.get('a', now)).toBeDefined();
    cache.setServing(false);
    expect(cache.get('a', now)).toBeUndefined();
    // A lookup that began before the listener dropped and came back is not kept either.
    cache.setServing(true);
    cache.put('b', auth(2), expiresAt, lookupStarted);
    expect(cache.size).toBe(0);
  });

  it('tells its subscribers of every clear, turning on or off included, until they unsubscribe', () => {
    const cache = createSessionCache();
    let heard = 0;
    const stop = cache.onClear(() => {
      heard += 1;
    });
    cache.clear();
    cache.setServing(true);
    expect(heard).toBe(2);
    stop();
    cache.clear();
    expect(heard).toBe(2);
  });
});
