import { api } from '@rota/contract';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '#lib/http/http-client.ts';
import { apiQuery } from '#lib/query/index.ts';
import { currentOwner } from '#lib/sync/pull-context.ts';
import { pendingNotificationMarks } from './notification-marks.ts';
import { storeUnreadNotifications } from './store-unread-notifications.ts';

/**
 * The refresh of `MyPWA_DB.notifications` from `GET notifications` (the unread list, §7). The
 * screen reads the table; this query only brings it up to date, and tells when it could not.
 * It runs on mount, when a realtime event invalidates `notifications.list`
 * (lib/query `REALTIME_INVALIDATIONS`) and whenever the network comes back, stale or not.
 */
export const notificationsQuery = queryOptions({
  queryKey: apiQuery(api.notifications.list).queryKey,
  queryFn: async ({ signal }) => {
    const owner = currentOwner();
    const marksBefore = await pendingNotificationMarks(owner);
    const rows = await callApi(api.notifications.list, { signal });
    return storeUnreadNotifications(rows, owner, marksBefore);
  },
  refetchOnReconnect: 'always',
});
