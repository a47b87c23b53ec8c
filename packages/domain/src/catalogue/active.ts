/** §5: products, price lists, channels, teams, volumes and forms are listed only while active. */
export function isActive(row: { inative: 0 | 1 }): boolean {
  return row.inative === 0;
}

export function listActive<T extends { inative: 0 | 1 }>(rows: readonly T[]): T[] {
  return rows.filter(isActive);
}

/** Finalities mark the active ones with `status` 1 instead (§3). */
export function listActiveFinalities<T extends { status: 0 | 1 }>(rows: readonly T[]): T[] {
  return rows.filter((row) => row.status === 1);
}
