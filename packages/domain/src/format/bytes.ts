const decimal = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/**
 * A size as a seller reads it on a phone: whole bytes under a kilobyte, whole KB under a megabyte,
 * then MB with one decimal ("512 B", "287 KB", "1,2 MB"). Decimal units (1 KB = 1.000 bytes),
 * as phones show their storage.
 */
export function formatBytes(bytes: number): string {
  const whole = Math.max(0, Math.round(bytes));
  if (whole < 1_000) return `${whole} B`;
  if (whole < 999_500) return `${Math.round(whole / 1_000)} KB`;
  return `${decimal.format(whole / 1_000_000)} MB`;
}
