import { onlineManager } from '@tanstack/react-query';

/**
 * Feeds TanStack Query the browser's online state, starting from `navigator.onLine`. Its own
 * listener assumes "online" until an `offline` event, so an app opened without network would
 * run its queries, fail them and show errors instead of pausing them (`networkMode: 'online'`).
 */
export function followBrowserOnline(target: Window | undefined = globalThis.window): void {
  if (!target?.addEventListener) return;
  onlineManager.setEventListener((setOnline) => {
    setOnline(target.navigator.onLine);
    const online = () => setOnline(true);
    const offline = () => setOnline(false);
    target.addEventListener('online', online);
    target.addEventListener('offline', offline);
    return () => {
      target.removeEventListener('online', online);
      target.removeEventListener('offline', offline);
    };
  });
}
