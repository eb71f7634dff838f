import { useAsyncData } from '@xingheng/shared/ui';
import { Link } from 'react-router';
import { SupportPage } from '#components/SupportPage';
import { EmptyState, ErrorState, LoadingState } from '#components/PageStates';
import { fetchCoverageRegions } from '#features/coverageMap/api';
import { RegionBox } from '#features/coverageMap/components/RegionBox';
import { failureMessage } from '#lib/failureMessage';
import { paths } from '#paths';

/**
 * `/support/map/component/regionBox` and `/support/map/component/regionBox.` (SPEC §2, the route
 * name carries a trailing dot): the region panel of the coverage map on its own page — a province
 * → city cascade with each service's coverage.
 */
export function RegionBoxPage() {
  const [regions, retry] = useAsyncData(fetchCoverageRegions);
  return (
    <SupportPage
      title="地区覆盖查询"
      description="按省份和城市查询厘米级（Locate-CM）与亚米级（Locate-DM）高精度定位服务的覆盖情况。"
      lead={
        <>
          选择省份和城市，查看各服务的覆盖情况；也可以在<Link to={paths.map}>覆盖地图</Link>
          上查看全国范围。
        </>
      }
      crumbs={[
        { title: '支持中心', to: paths.support },
        { title: '覆盖范围', to: paths.map },
        { title: '地区覆盖查询' },
      ]}
      narrow
    >
      {regions.status === 'ready' &&
        (regions.data.provinces.length > 0 ? (
          <RegionBox regions={regions.data} />
        ) : (
          <EmptyState description="暂无覆盖数据，请稍后再来查看。" />
        ))}
      {regions.status === 'error' && (
        <ErrorState
          title="覆盖数据加载失败"
          message={failureMessage(regions.error)}
          onRetry={retry}
        />
      )}
      {(regions.status === 'loading' || regions.status === 'idle') && (
        <LoadingState label="正在加载覆盖数据" />
      )}
    </SupportPage>
  );
}
