const kilometres = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/**
 * How far the phone was from a client, as a seller reads it: whole metres under a kilometre
 * ("40 m", "999 m"), then kilometres with one decimal ("1,0 km", "12,3 km").
 */
export function formatMetres(metres: number): string {
  const whole = Math.max(0, Math.round(metres));
  return whole < 1_000 ? `${whole} m` : `${kilometres.format(whole / 1_000)} km`;
}
