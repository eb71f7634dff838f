import { useCoverageRegions } from '#features/coverageMap/useCoverageRegions';
import { CoverageRegionsStates } from '#features/coverageMap/components/CoverageRegionsStates';
import { CoverageToolPage } from '#features/coverageMap/components/CoverageToolPage';
import { RegionBox } from '#features/coverageMap/components/RegionBox';

/**
 * `/support/map/component/regionBox` and `/support/map/component/regionBox.` (SPEC §2, the route
 * name carries a trailing dot): the region panel of the coverage map on its own page — a province
 * → city cascade with each service's coverage. The regions come from the route's loader
 * (`useCoverageRegions`); a failed load shows its message with 重试.
 */
export function RegionBoxPage() {
  const [regions, retry] = useCoverageRegions();
  return (
    <CoverageToolPage
      title="地区覆盖查询"
      description="按省份和城市查询厘米级（Locate-CM）与亚米级（Locate-DM）高精度定位服务的覆盖情况。"
      intro="选择省份和城市，查看各服务的覆盖情况"
    >
      <CoverageRegionsStates
        regions={regions}
        retry={retry}
        hasData={(data) => data.provinces.length > 0}
      >
        {(data) => <RegionBox regions={data} />}
      </CoverageRegionsStates>
    </CoverageToolPage>
  );
}
