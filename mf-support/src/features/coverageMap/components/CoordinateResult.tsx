import type { CoverageLookup } from '@xingheng/shared';
import { Tag } from '../../../components/Tag';
import { nearestText, positionText } from '../coverageView';

/**
 * The answer of a coordinate lookup: where the point is and, per service, 已覆盖 / 未覆盖 with the
 * nearest covered city. Plain markup (no antd).
 * @param result the coverage API's lookup
 */
export function CoordinateResult({ result }: { result: CoverageLookup }) {
  const { lng, lat, frame } = result.position;
  return (
    <div className="cov-result">
      <p className="cov-result-place">
        位置：{positionText(result)}
        <span className="cov-result-coords">
          （{frame}，经度 {lng.toFixed(6)}，纬度 {lat.toFixed(6)}）
        </span>
      </p>
      <ul className="cov-result-list" aria-label="各服务覆盖情况">
        {result.services.map((service) => (
          <li key={service.serviceId} className="cov-result-item">
            <span className="cov-result-name">{service.name}</span>
            <Tag color={service.covered ? 'success' : 'default'}>
              {service.covered ? '已覆盖' : '未覆盖'}
            </Tag>
            {!service.covered && (
              <span className="cov-result-nearest">{nearestText(service.nearest)}</span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
