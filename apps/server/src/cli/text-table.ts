/**
 * A plain-text table for the terminal: a header, a rule and one line per row, columns padded to
 * their widest cell. Cells are single-line (line breaks become spaces).
 */
export function textTable(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  const clean = (cell: string) => cell.replace(/\s*\n\s*/g, ' ');
  const lines = [headers.map(clean), ...rows.map((row) => row.map(clean))];
  const widths = headers.map((_, column) =>
    Math.max(...lines.map((line) => [...(line[column] ?? '')].length)),
  );
  const render = (line: readonly string[]) =>
    line
      .map((cell, column) => cell + ' '.repeat((widths[column] ?? 0) - [...cell].length))
      .join('  ')
      .trimEnd();
  const [header, ...body] = lines;
  return [
    render(header ?? []),
    widths.map((width) => '-'.repeat(width)).join('  '),
    ...body.map(render),
  ].join('\n');
}
