import type { CoverageProvince } from '@xingheng/shared';
import { CITY_COLOR } from '../coverageChartOption';
import { COVERAGE_LEVEL_ORDER, COVERAGE_LEVELS, levelCounts } from '../coverageView';

/**
 * The map's legend in text: each level's colour, words and number of provinces, and the city
 * point.
 * @param provinces the coverage API's provinces
 * @param serviceId the service the map shows
 */
export function CoverageLegend({
  provinces,
  serviceId,
}: {
  provinces: readonly CoverageProvince[];
  serviceId: number;
}) {
  const counts = levelCounts(provinces, serviceId);
  return (
    <ul className="cov-legend" aria-label="图例">
      {COVERAGE_LEVEL_ORDER.map((level) => (
        <li key={level}>
          <span
            className="cov-swatch"
            style={{ background: COVERAGE_LEVELS[level].color }}
            aria-hidden="true"
          />
          {COVERAGE_LEVELS[level].label}（{counts[level]} 个省级行政区）
        </li>
      ))}
      <li>
        <span
          className="cov-swatch cov-swatch--dot"
          style={{ background: CITY_COLOR }}
          aria-hidden="true"
        />
        已覆盖城市
      </li>
    </ul>
  );
}
