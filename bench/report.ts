import type { AutocannonResult } from 'autocannon';

/** Plain-text formatting of the benchmark report (pt-BR numbers, aligned columns). */

const integer = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const twoDecimals = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export const formatInteger = (value: number) => integer.format(value);
export const formatMs = (ms: number) => `${integer.format(ms)} ms`;
export const formatSeconds = (ms: number) => `${oneDecimal.format(ms / 1000)} s`;
export const formatRatio = (ratio: number) => `${twoDecimals.format(ratio)}x`;
/** Milliseconds with two decimals (a cost per operation). */
export const formatMsFine = (ms: number) => `${twoDecimals.format(ms)} ms`;
export const formatRate = (perSecond: number, unit: string) =>
  `${perSecond >= 100 ? integer.format(perSecond) : oneDecimal.format(perSecond)} ${unit}/s`;
export const formatMegabytes = (bytes: number) => `${oneDecimal.format(bytes / 1_048_576)} MiB`;
export const formatGigabytes = (bytes: number) => `${oneDecimal.format(bytes / 1_073_741_824)} GiB`;

/** ✓ or ✗ beside a target. */
export const verdict = (met: boolean) => (met ? '✓ dentro da meta' : '✗ fora da meta');

const LABEL_WIDTH = 60;

export class Report {
  private readonly lines: string[] = [];

  title(text: string): this {
    this.lines.push(text, '='.repeat(text.length));
    return this;
  }

  section(text: string): this {
    this.lines.push('', text, '-'.repeat(text.length));
    return this;
  }

  /** `label ........ value` with the values aligned. */
  row(label: string, ...values: string[]): this {
    this.lines.push(`  ${label.padEnd(LABEL_WIDTH)} ${values.join('   ')}`);
    return this;
  }

  note(text: string): this {
    this.lines.push(`  ${text}`);
    return this;
  }

  /** autocannon's figures: requests per second, latency p50/p99, errors and non-2xx answers. */
  load(label: string, result: AutocannonResult): this {
    const codes = Object.entries(result.statusCodeStats ?? {})
      .map(([code, { count }]) => `${code}: ${formatInteger(Number(count))}`)
      .join(', ');
    return this.row(
      label,
      formatRate(result.requests.average, 'req'),
      `p50 ${formatMs(result.latency.p50)}`,
      `p99 ${formatMs(result.latency.p99)}`,
      `erros ${formatInteger(result.errors)}`,
      `não-2xx ${formatInteger(result.non2xx)}`,
      codes ? `(${codes})` : '',
    );
  }

  toString(): string {
    return this.lines.join('\n');
  }
}
