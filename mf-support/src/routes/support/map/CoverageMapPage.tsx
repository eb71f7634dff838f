import { SupportPage } from '../../../components/SupportPage';
import { CoordinateBox } from '../../../features/coverageMap/components/CoordinateBox';
import { CoverageMap } from '../../../features/coverageMap/components/CoverageMap';
import { CoverageRegionsStates } from '../../../features/coverageMap/components/CoverageRegionsStates';
import { useCoverageRegions } from '../../../features/coverageMap/useCoverageRegions';
import { RegionBox } from '../../../features/coverageMap/components/RegionBox';
import { paths } from '../../../paths';

/**
 * `/support/map` (SPEC §2): 覆盖范围 — the map of China coloured by the chosen service's coverage
 * (ECharts and the map data load with this page only), beside the coordinate and region panels.
 * The regions come from the route's loader (`useCoverageRegions`: in the server's HTML on a first
 * visit); a failed load shows its message with 重试. The coordinate panel works even when the
 * regions fail to load (it asks the lookup itself).
 */
export function CoverageMapPage() {
  const [regions, retry] = useCoverageRegions();
  const ready =
    regions.status === 'ready' && regions.data.services.length > 0 ? regions.data : null;
  return (
    <SupportPage
      title="覆盖范围"
      description="厘米级（Locate-CM）与亚米级（Locate-DM）高精度定位服务在全国各省级行政区与城市的覆盖范围，可按坐标或地区查询。"
      lead="在地图上查看各服务覆盖的省份与城市，或输入坐标、选择地区查询是否覆盖。"
      crumbs={[{ title: '支持中心', to: paths.support }, { title: '覆盖范围' }]}
    >
      <div className="cov-layout">
        <div className="cov-main">
          <CoverageRegionsStates
            regions={regions}
            retry={retry}
            hasData={(data) => data.services.length > 0}
            loadingRows={10}
          >
            {(data) => <CoverageMap regions={data} />}
          </CoverageRegionsStates>
        </div>
        <div className="cov-side">
          <CoordinateBox title="坐标查询" />
          {ready && <RegionBox regions={ready} title="地区查询" />}
        </div>
      </div>
    </SupportPage>
  );
}
