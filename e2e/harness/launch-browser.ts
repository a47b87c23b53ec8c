import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';

/** Flags from DESIGN.md ("Tests"): no sandbox or GPU in containers, no background traffic. */
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Launches the system Chromium headless (`CHROMIUM_PATH`, default `/usr/bin/chromium`). */
export async function launchBrowser(): Promise<Browser> {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(executablePath)) {
    throw new Error(
      `Chromium não encontrado em ${executablePath}; instale o pacote Debian chromium (apt-get install chromium) ou defina CHROMIUM_PATH.`,
    );
  }
  return chromium.launch({ executablePath, headless: true, args: chromiumArgs });
}
