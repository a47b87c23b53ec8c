import { type Report, verdict } from '../report.ts';
import type { CheckoutScreen } from './checkout-screen.ts';
import { medianOf } from './clients-screen.ts';

const formatMs = (ms: number) => `${ms.toFixed(1).replace('.', ',')} ms`;
const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/** The checkout's section of the web report (DESIGN.md "Budgets": 300 ms to open, 1 s per PDF). */
export function reportCheckout(out: Report, checkout: CheckoutScreen): void {
  out.section(`Checkout (${checkout.items} itens no carrinho, empresa de demonstração, Chromium, 390×844)`);
  out.note(
    '"pronta": todas as linhas no DOM com estilo e layout calculados; "quadro": até o quadro seguinte.',
  );
  out.row(
    'Da navegação ao carrinho completo, primeira vez',
    `pronta ${formatMs(checkout.firstOpen.ready)}`,
    `quadro ${formatMs(checkout.firstOpen.frame)}`,
    `${verdict(checkout.firstOpen.frame <= 300)} (meta: até 300 ms)`,
  );
  out.row(
    `Reaberto (mediana de ${checkout.reopen.length})`,
    `pronta ${formatMs(medianOf(checkout.reopen, 'ready'))}`,
    `quadro ${formatMs(medianOf(checkout.reopen, 'frame'))}`,
    `${verdict(medianOf(checkout.reopen, 'frame') <= 300)} (meta: até 300 ms)`,
  );
  out.row(
    'PDF do pedido, primeira vez (inclui carregar o módulo)',
    formatMs(checkout.firstPdf),
    `${verdict(checkout.firstPdf <= 1_000)} (meta: até 1 s)`,
  );
  out.row(
    `PDF do pedido (mediana de ${checkout.pdf.length})`,
    formatMs(median(checkout.pdf)),
    `${verdict(median(checkout.pdf) <= 1_000)} (meta: até 1 s)`,
  );
  out.note(
    `Tamanho do PDF de ${checkout.items} itens: ${(checkout.pdfBytes / 1024).toFixed(1).replace('.', ',')} KiB`,
  );
}
