import { formatInteger, type Report, verdict } from '../report.ts';
import { type ClientsScreen, medianOf, type Timing } from './clients-screen.ts';
import type { ProductsScreen } from './products-screen.ts';

const formatMs = (ms: number) => `${ms.toFixed(1).replace('.', ',')} ms`;
const maxOf = (timings: readonly Timing[]) => Math.max(...timings.map((timing) => timing.ready));

/** Issue 29 §2: every keystroke or filter repainted within a frame at the median, under 24 ms at the worst. */
const FRAME_MS = 16;
const WORST_MS = 24;

function opened(out: Report, first: Timing, reopen: readonly Timing[]): void {
  out.row(
    'Da navegação às primeiras linhas, primeira vez',
    `pronta ${formatMs(first.ready)}`,
    `quadro ${formatMs(first.frame)}`,
    `${verdict(first.frame <= 400)} (meta: até 400 ms)`,
  );
  out.row(
    `Reaberta (mediana de ${reopen.length})`,
    `pronta ${formatMs(medianOf(reopen, 'ready'))}`,
    `quadro ${formatMs(medianOf(reopen, 'frame'))}`,
    `${verdict(medianOf(reopen, 'frame') <= 400)} (meta: até 400 ms)`,
  );
}

/** A repaint's row: median and worst of "pronta", against one frame and 24 ms. */
function repainted(out: Report, label: string, timings: readonly Timing[]): void {
  const median = medianOf(timings, 'ready');
  const worst = maxOf(timings);
  out.row(
    `${label} (mediana de ${timings.length})`,
    `pronta ${formatMs(median)}`,
    `máx. ${formatMs(worst)}`,
    `${verdict(median <= FRAME_MS && worst <= WORST_MS)} (meta: mediana até ${FRAME_MS} ms, máx. até ${WORST_MS} ms)`,
  );
}

/** The clients screen's section of the web report (DESIGN.md "Budgets", issue 29 §2). */
export function reportClientsScreen(out: Report, clients: ClientsScreen): void {
  out.section(
    `Tela de clientes (${formatInteger(clients.clients)} clientes de um vendedor, Chromium, 390×844)`,
  );
  out.note(`Aberta em: ${clients.listed} (o dia de hoje, como a tela abre)`);
  out.note('"pronta": DOM atualizado com estilo e layout calculados; "quadro": até o quadro seguinte.');
  opened(out, clients.firstOpen, clients.reopen);
  repainted(out, 'Troca de dia repintada', clients.dayChange);
  repainted(out, 'Busca, uma tecla repintada', clients.keystroke);
  repainted(out, 'Busca colada ou limpa de uma vez', clients.search);
}

/** The products screen's section of the web report (DESIGN.md "Budgets", issue 29 §2). */
export function reportProductsScreen(out: Report, products: ProductsScreen): void {
  out.section(`Tela de produtos (${formatInteger(products.products)} produtos, Chromium, 390×844)`);
  out.note(`Aberta em: ${products.listed} (os ativos, todas as categorias)`);
  opened(out, products.firstOpen, products.reopen);
  repainted(out, 'Busca, uma tecla repintada', products.keystroke);
  repainted(out, 'Código de barras colado', products.barcode);
  repainted(out, 'Categoria trocada', products.category);
}
