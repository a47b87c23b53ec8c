import { cpus, freemem, loadavg, platform, totalmem } from 'node:os';
import { formatGigabytes } from './report.ts';

/** The machine a report was measured on: cores, memory, Node, OS. */
export function machine(): string {
  const [cpu] = cpus();
  return [
    `${cpus().length} núcleos (${cpu?.model.trim() ?? '?'})`,
    `${formatGigabytes(totalmem())} de memória (${formatGigabytes(freemem())} livres)`,
    `Node ${process.version}`,
    platform(),
  ].join(', ');
}

/** The one-minute load average, as the reports print it beside their figures. */
export const loadAverage = () => loadavg()[0]?.toFixed(2) ?? '?';
