import 'fake-indexeddb/auto';
import type { Notification } from '@rota/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { authStore } from '#lib/auth/auth-store.ts';
import { myPwaDb } from '#lib/db/my-pwa-db.ts';
import { addToOutbox } from '#lib/sync/outbox.ts';
import { resetLocalDbs } from '#testing/reset-local-dbs.ts';
import { makeSession } from '#testing/session-fixture.ts';
import {
  MARK_ALL_NOTIFICATIONS_KEY,
  notificationMarkKey,
  pendingNotificationMarks,
} from './notification-marks.ts';
import { storeUnreadNotifications } from './store-unread-notifications.ts';

const OWNER = '1:7';
const at = (time: string) => `2026-11-22T${time}:00.000Z`;
const row = (id: number, createdAt: string): Notification => ({
  id,
  company_id: 1,
  seller_id: 7,
  kind: 'message',
  title: `Aviso ${id}`,
  body: '',
  sale_uuid: null,
  created_at: createdAt,
  read_at: null,
});
const noMarks = { ids: new Set<number>(), allUntil: null };
const storedIds = async () => (await myPwaDb.notifications.toArray()).map((stored) => stored.id).sort();

beforeEach(async () => {
  await resetLocalDbs();
  await authStore.setLogin(makeSession(), 1);
});

describe('storeUnreadNotifications', () => {
  it('replaces every stored row with the server’s list', async () => {
    await myPwaDb.notifications.bulkPut([row(9, at('08:00'))]);
    const stored = await storeUnreadNotifications([row(1, at('09:00')), row(2, at('10:00'))], OWNER, noMarks);
    expect(stored.map((kept) => kept.id)).toEqual([1, 2]);
    expect(await storedIds()).toEqual([1, 2]);
  });

  it('leaves out a mark still queued, and one acknowledged while the request was in flight', async () => {
    await addToOutbox({ call: 'notifications.markAsRead', uuid: notificationMarkKey(1), body: { id: 1 } });
    // Read before the request: the mark of 2 was queued then, and the push has since removed it.
    const before = { ids: new Set([2]), allUntil: null };
    await storeUnreadNotifications(
      [row(1, at('09:00')), row(2, at('10:00')), row(3, at('11:00'))],
      OWNER,
      before,
    );
    expect(await storedIds()).toEqual([3]);
  });

  it('"mark all" covers what existed when it was pressed, not what came later', async () => {
    await addToOutbox(
      { call: 'notifications.markAllRead', uuid: MARK_ALL_NOTIFICATIONS_KEY, body: undefined },
      new Date(at('10:30')),
    );
    expect((await pendingNotificationMarks(OWNER)).allUntil).toBe(Date.parse(at('10:30')));
    await storeUnreadNotifications(
      [row(1, at('09:00')), row(2, at('10:30')), row(3, at('11:00'))],
      OWNER,
      noMarks,
    );
    expect(await storedIds()).toEqual([3]);
  });

  it('ignores another seller’s queued marks (a shared phone)', async () => {
    await addToOutbox({ call: 'notifications.markAsRead', uuid: notificationMarkKey(1), body: { id: 1 } });
    await storeUnreadNotifications([row(1, at('09:00'))], '1:8', noMarks);
    expect(await storedIds()).toEqual([1]);
  });
});
