import type { CoverageCity, CoverageProvince, CoverageService } from '@xingheng/shared';
import { Tag, type TagColor } from '../../../components/Tag';
import {
  cityCovered,
  COVERAGE_LEVELS,
  provinceLevel,
  serviceLabel,
  type CoverageLevel,
} from '../coverageView';

/** Tag colour of each province level (antd's preset colours the panel had). */
const LEVEL_TAG: Record<CoverageLevel, TagColor> = {
  full: 'blue',
  partial: 'geekblue',
  none: 'default',
};

/**
 * Each service's coverage of a chosen province (全境 / 部分 / 暂未覆盖) and, when chosen, city
 * (已覆盖 / 未覆盖); without a city, the covered cities are listed. Plain markup (no antd).
 * @param services the coverage API's services
 * @param province the chosen province
 * @param city the chosen city, or null
 */
export function RegionCoverage({
  services,
  province,
  city,
}: {
  services: readonly CoverageService[];
  province: CoverageProvince;
  city: CoverageCity | null;
}) {
  return (
    <div className="cov-region">
      <table className="cov-table">
        <caption>{city ? `${province.name}${city.name}` : province.name}的覆盖情况</caption>
        <thead>
          <tr>
            <th scope="col">服务</th>
            <th scope="col">{province.name}</th>
            {city && <th scope="col">{city.name}</th>}
          </tr>
        </thead>
        <tbody>
          {services.map((service) => {
            const level = provinceLevel(province, service.serviceId);
            const covered = city !== null && cityCovered(city, service.serviceId);
            return (
              <tr key={service.serviceId}>
                <th scope="row">{serviceLabel(service)}</th>
                <td className="cov-cell-text">
                  <Tag color={LEVEL_TAG[level]}>{COVERAGE_LEVELS[level].label}</Tag>
                </td>
                {city && (
                  <td className="cov-cell-text">
                    <Tag color={covered ? 'success' : 'default'}>
                      {covered ? '已覆盖' : '未覆盖'}
                    </Tag>
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
      {!city && (
        <ul className="cov-city-list">
          {services.map((service) => {
            const names = province.cities
              .filter((c) => cityCovered(c, service.serviceId))
              .map((c) => c.name);
            return (
              <li key={service.serviceId}>
                {serviceLabel(service)}
                {names.length > 0
                  ? ` 已覆盖 ${names.length} 个城市：${names.join('、')}`
                  : ' 在本省暂无覆盖城市'}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
