import type { Browser } from 'playwright-core';
import { registerDemoAndSubmit } from '../../e2e/harness/demo-login.ts';
import {
  type ClientWrite,
  clientBodyOf,
  cpfFor,
  nudgePush,
  queueClientWrites,
  readClients,
  readSession,
  waitForEmptyOutbox,
} from '../../e2e/harness/device-outbox.ts';
import { ClientFormPage } from '../../e2e/pages/client-form-page.ts';
import { ClientViewPage } from '../../e2e/pages/client-view-page.ts';
import { OutboxPage } from '../../e2e/pages/outbox-page.ts';

/** The run's clients (`Bench <n>`) in every page of the seller's `clients/all`. */
async function countOnServer(baseUrl: string, token: string): Promise<number> {
  let count = 0;
  let since: string | null = null;
  for (;;) {
    const query = new URLSearchParams({ limit: '1000', ...(since ? { since } : {}) });
    const response = await fetch(`${baseUrl}/api/clients/all?${query}`, {
      headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
    });
    const body = (await response.json()) as {
      data: Array<{ name: string }>;
      meta: { cursor: string; has_more: boolean };
    };
    count += body.data.filter((client) => /^Bench \d+$/.test(client.name)).length;
    if (!body.meta.has_more) return count;
    since = body.meta.cursor;
  }
}

export interface OutboxPush {
  records: number;
  /** From waking the push loop to the outbox empty. */
  ms: number;
  /** Clients of the run the server holds afterwards (should be `records`). */
  onServer: number;
}

/**
 * The push of queued records (DESIGN.md "Budgets": 500 in under 10 s against a local server), in
 * Chromium with the real IndexedDB: Ana logs in to the demo company through the real screens and
 * saves one client on the form (the template of the rest); then `BENCH_OUTBOX_RECORDS` (500)
 * client creates are queued in the page the way the form queues them (`e2e/harness/device-outbox.ts`,
 * one transaction per record), and the time runs from waking the push loop (the `online` event)
 * until the outbox is empty (polled every 50 ms). The server is then asked whether it holds them.
 */
export async function measureOutboxPush(browser: Browser, baseUrl: string): Promise<OutboxPush> {
  const records = Number(process.env.BENCH_OUTBOX_RECORDS ?? 500);
  const context = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  const page = await context.newPage();
  try {
    await registerDemoAndSubmit(page, baseUrl);
    await page.waitForURL((url) => url.hash.startsWith('#/admin'), { timeout: 300_000 });
    await new OutboxPage(page, baseUrl).waitForStatus('Sincronização: tudo enviado', 60_000);

    const form = new ClientFormPage(page, baseUrl);
    await form.gotoCreate();
    await form.choosePersonType('Pessoa física');
    await form.type('CPF', cpfFor(900_000));
    await form.type('Nome completo', 'Bench Modelo');
    await form.save();
    await new ClientViewPage(page, baseUrl).waitFor();
    const templateUuid = new URL(page.url()).hash.split('/')[4] ?? '';
    const [template] = await readClients(page, [templateUuid]);
    if (!template) throw new Error('o cliente modelo não ficou no aparelho');
    const base = clientBodyOf(template);

    const session = await readSession(page);
    const writes: ClientWrite[] = Array.from({ length: records }, (_, n) => ({
      call: 'clients.create',
      body: { ...base, id: null, uuid: crypto.randomUUID(), name: `Bench ${n}`, document: cpfFor(n) },
    }));
    await queueClientWrites(page, session.owner, writes);

    const started = performance.now();
    await nudgePush(page);
    const ms = await waitForEmptyOutbox(page, started);
    return { records, ms, onServer: await countOnServer(baseUrl, session.token) };
  } finally {
    await context.close();
  }
}
