/**
 * `npm run bench -- checkout`: only the checkout figures of the web part (a 100-item cart opened,
 * an order PDF made on the device), against the demo company. Builds `apps/web` when missing.
 */
import { measureCheckoutScreen } from './checkout-screen.ts';
import { reportCheckout } from './report-checkout.ts';
import { runDemoPart } from './run-demo-part.ts';

export function runCheckoutBench(): Promise<string> {
  return runDemoPart(
    'Rota — benchmark do checkout (npm run bench -- checkout)',
    async (browser, baseUrl, out) => reportCheckout(out, await measureCheckoutScreen(browser, baseUrl)),
  );
}
