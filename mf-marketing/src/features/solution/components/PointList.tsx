/**
 * A numbered list of short statements (a solution's problem or approach points).
 * @param points the statements, in order
 */
export function PointList({ points }: { points: readonly string[] }) {
  return (
    <ol className="mkt-sol-points">
      {points.map((point, index) => (
        <li key={point} className="mkt-sol-points__item">
          <span className="mkt-sol-points__index" aria-hidden="true">
            {String(index + 1).padStart(2, '0')}
          </span>
          <span>{point}</span>
        </li>
      ))}
    </ol>
  );
}
