import { CoordinateBox } from '#features/coverageMap/components/CoordinateBox';
import { CoverageToolPage } from '#features/coverageMap/components/CoverageToolPage';

/**
 * `/support/map/component/coordinateBox` (SPEC §2): the coordinate panel of the coverage map on
 * its own page — is a position covered by each service, and if not, where the nearest covered
 * city is.
 */
export function CoordinateBoxPage() {
  return (
    <CoverageToolPage
      title="坐标覆盖查询"
      description="输入经纬度（十进制度或度分秒，WGS84 或 CGCS2000），查询厘米级与亚米级高精度定位服务是否覆盖该位置及最近的覆盖城市。"
      intro="输入一个位置，查询各服务是否覆盖"
    >
      <CoordinateBox />
    </CoverageToolPage>
  );
}
