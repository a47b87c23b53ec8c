import { notifications } from '@mantine/notifications';
import { onUpgradeBlocked } from '#lib/db/upgrade-blocked.ts';
import { messages } from './messages.ts';

/** Shows the local databases' "close the other tabs" messages as a notice that stays until closed. */
export function showUpgradeBlockedNotices(): () => void {
  return onUpgradeBlocked((message) => {
    notifications.show({
      id: `upgrade-blocked:${message}`,
      color: 'yellow',
      title: messages.upgradeBlockedTitle,
      message,
      autoClose: false,
      withCloseButton: true,
    });
  });
}
