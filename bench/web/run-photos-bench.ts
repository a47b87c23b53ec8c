/**
 * `npm run bench -- photos`: visit photos on the device — a 12-MP photo made small in "Encerrar
 * visita", and the push of 20 photos (four visits of five) to the demo company's server.
 */

import { progress } from '../progress.ts';
import { formatInteger, formatMs, formatSeconds, verdict } from '../report.ts';
import { median } from '../stats.ts';
import { runDemoPart } from './run-demo-part.ts';
import { measureVisitPhotos } from './visit-photos.ts';

/** Budgets (docs/bench.md "Visit photos"): a photo ready in 3 s on a phone-class CPU; 20 sent in 20 s. */
const COMPRESS_BUDGET_MS = 3_000;
const PUSH_BUDGET_MS = 20_000;

export function runPhotosBench(): Promise<string> {
  return runDemoPart(
    'Rota — benchmark das fotos de visita (npm run bench -- photos)',
    async (browser, baseUrl, out) => {
      progress('web: fotos de visita (compressão de 12 MP e envio de 20 fotos)');
      const result = await measureVisitPhotos(browser, baseUrl);
      const sorted = [...result.compressMs].sort((a, b) => a - b);
      const [min, max] = [sorted[0] ?? Number.NaN, sorted.at(-1) ?? Number.NaN];
      out.section('Fotos de visita, Chromium, telas reais (390×844)');
      out.row(
        `Foto de 12 MP (${formatInteger(result.originalBytes / 1_000)} KB) até listada pronta`,
        `mín ${formatMs(min)}`,
        `mediana ${formatMs(median(result.compressMs))}`,
        `máx ${formatMs(max)}`,
        `${verdict(max < COMPRESS_BUDGET_MS)} (meta: menos de 3 s)`,
      );
      out.note(
        `Cada foto ficou com ${formatInteger(result.compressedBytes / 1_000)} KB (meta do aparelho: 300 KB, lado maior 1600 px).`,
      );
      out.row(
        `${result.photos} fotos (${result.parts} partes) e 4 visitas, online até a fila vazia`,
        formatSeconds(result.pushMs),
        `${verdict(result.pushMs < PUSH_BUDGET_MS)} (meta: menos de 20 s)`,
      );
      out.note(`No servidor depois do envio: ${result.onServer} de ${result.photos} fotos inteiras.`);
    },
  );
}
