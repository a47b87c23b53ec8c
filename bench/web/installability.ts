import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../../e2e/harness/launch-browser.ts';

/**
 * Chromium's own verdict on installing the app (the check behind its install prompt), read with
 * the DevTools protocol once the service worker controls the page: no errors means installable.
 * It runs in a real (persistent) profile: an incognito context is never installable.
 */
export async function checkInstallability(baseUrl: string): Promise<string[]> {
  const profile = await mkdtemp(join(tmpdir(), 'rota-install-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath(),
    headless: true,
    args: chromiumArgs,
  });
  try {
    const page = await context.newPage();
    await page.goto(`${baseUrl}/#/`, { waitUntil: 'networkidle' });
    // Evaluated in the page (a string: the bench is compiled without the DOM's types).
    await page.evaluate(
      "'serviceWorker' in navigator ? navigator.serviceWorker.ready.then(() => true) : false",
    );
    await page.reload({ waitUntil: 'networkidle' });
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    return installabilityErrors.map((error) => error.errorId);
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
}
