/**
 * Folds a text for accent- and case-insensitive comparison: "São Paulo" -> "sao paulo".
 * Lists normalise once when loaded, then compare the folded query (DESIGN.md "Budgets").
 */
export function normalizeText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}
