import type { CoverageRegions } from '@xingheng/shared';
import { cityCovered, COVERAGE_LEVELS, provinceLevel, serviceLabel } from '../coverageView';

/**
 * The coverage map as a table (its text alternative): every province's level for each service
 * and how many of its cities each covers.
 * @param regions the coverage API's regions
 */
export function ProvinceCoverageTable({ regions }: { regions: CoverageRegions }) {
  return (
    <details className="smap-data">
      <summary>查看各省级行政区覆盖情况（表格）</summary>
      <div className="smap-table-wrap">
        <table className="smap-table">
          <caption>各省级行政区的服务覆盖情况（括号内为已覆盖城市数）</caption>
          <thead>
            <tr>
              <th scope="col">省级行政区</th>
              {regions.services.map((service) => (
                <th key={service.serviceId} scope="col">
                  {serviceLabel(service)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {regions.provinces.map((province) => (
              <tr key={province.code}>
                <th scope="row">{province.name}</th>
                {regions.services.map(({ serviceId }) => (
                  <td key={serviceId} className="smap-cell-text">
                    {COVERAGE_LEVELS[provinceLevel(province, serviceId)].label}（
                    {province.cities.filter((city) => cityCovered(city, serviceId)).length}）
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
