/** A product's stock as the list and the sheet show it (docs/domain.md "Stock"). */
export interface RowStock {
  /** "90 UN · há 2 h" in a row; the figures with the reservations spelled out in the sheet. */
  text: string;
  /** Nothing left to sell. */
  out: boolean;
}
