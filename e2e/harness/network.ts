/**
 * A device without a network, as the tests need it. `context.setOffline` is Chromium's network
 * emulation, and one clean-clone run saw a sale finished "offline" reach the server before the
 * test went back online (seller-sales-day): a request that slipped past the emulation. The calls to
 * the server (API, socket) are also aborted at the browser's door while offline, before they are
 * sent, as `net::ERR_INTERNET_DISCONNECTED` — what a phone without a network gets.
 */
import type { BrowserContext, Route } from 'playwright-core';

const SERVER_CALLS = /\/(api|socket\.io)\//;

const disconnect = (route: Route) => route.abort('internetdisconnected');

export async function goOffline(context: BrowserContext): Promise<void> {
  await context.route(SERVER_CALLS, disconnect);
  await context.setOffline(true);
}

export async function goOnline(context: BrowserContext): Promise<void> {
  await context.setOffline(false);
  await context.unroute(SERVER_CALLS, disconnect);
}
