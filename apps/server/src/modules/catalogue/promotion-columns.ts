/** A promotion's figures as its columns: the percentage kept in hundredths (basis points). */
export function toPromotionColumns<T extends { percent: number | null }>({ percent, ...rest }: T) {
  return { ...rest, percent_basis_points: percent === null ? null : Math.round(percent * 100) };
}
