/** Which side of its column a cell is padded to. */
export type Align = 'left' | 'right';

/**
 * Lays out rows of cells as a plain-text table: each column as wide as its widest cell, two spaces
 * between columns, trailing spaces trimmed.
 * @param rows the cells, header row first; a short row leaves its last columns empty
 * @param align each column's alignment (default `left`)
 * @returns the lines joined with `\n`, without a final newline
 */
export function formatTable(
  rows: readonly (readonly string[])[],
  align: readonly Align[] = [],
): string {
  const columns = Math.max(0, ...rows.map((row) => row.length));
  const widths = Array.from({ length: columns }, (_, column) =>
    Math.max(0, ...rows.map((row) => [...(row[column] ?? '')].length)),
  );
  return rows
    .map((row) =>
      widths
        .map((width, column) => {
          const cell = row[column] ?? '';
          const pad = ' '.repeat(width - [...cell].length);
          return align[column] === 'right' ? pad + cell : cell + pad;
        })
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
