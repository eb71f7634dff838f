import type { ReactNode } from 'react';

/** One row of a `SummaryList`. */
export interface SummaryRow {
  label: string;
  value: ReactNode;
}

/**
 * Facts of an order as a description list (order number, amount, pay type…), label on the left,
 * value on the right; rows wrap on a narrow screen.
 * @param rows `{ label, value }` in display order
 * @param label accessible name of the list, e.g. `订单信息`
 */
export function SummaryList({ rows, label }: { rows: readonly SummaryRow[]; label?: string }) {
  if (rows.length === 0) return null;
  return (
    <dl className="ord-summary" aria-label={label}>
      {rows.map((row) => (
        <div className="ord-summary-row" key={row.label}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
