import type { Page } from 'playwright-core';

/**
 * Closes every notification on screen, so a screenshot shows the screen under them, and returns
 * once none is left. A notification may close itself (autoClose) between being found and being
 * clicked: that click is given up after 2 s rather than waiting 30 s for a button that is gone;
 * the wait at the end is what must hold.
 */
export async function closeNotifications(page: Page): Promise<void> {
  const notifications = page.locator('.mantine-Notification-root');
  for (const close of await notifications.locator('button').all()) {
    await close.click({ timeout: 2_000 }).catch(() => undefined);
  }
  await notifications.first().waitFor({ state: 'detached', timeout: 10_000 });
}
