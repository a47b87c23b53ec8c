import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';

/** Flags from DESIGN.md ("Tests"): no sandbox or GPU in containers, no background traffic. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The system Chromium (`CHROMIUM_PATH`, default `/usr/bin/chromium`). */
export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
}

/** Launches the system Chromium headless. */
export async function launchBrowser(): Promise<Browser> {
  const executablePath = chromiumPath();
  if (!existsSync(executablePath)) {
    throw new Error(
      `Chromium não encontrado em ${executablePath}; instale o pacote Debian chromium (apt-get install chromium) ou defina CHROMIUM_PATH.`,
    );
  }
  return chromium.launch({ executablePath, headless: true, args: chromiumArgs });
}
