import { useAsyncData } from '@xingheng/shared/ui';
import { SupportPage } from '../../../components/SupportPage';
import { EmptyState, ErrorState, LoadingState } from '../../../components/PageStates';
import { fetchIonoTimes } from '../../../features/iono/api';
import { IonoMonitor } from '../../../features/iono/components/IonoMonitor';
import { failureMessage } from '../../../lib/failureMessage';
import { paths } from '../../../paths';

/**
 * `/support/iono` (SPEC §2): 电离层监测 — the modelled vertical TEC over China for a chosen time
 * of the last 24 hours, on an ECharts map loaded with this page only, and the activity level.
 */
export function IonoPage() {
  const [times, retry] = useAsyncData(fetchIonoTimes);
  return (
    <SupportPage
      title="电离层监测"
      description="过去 24 小时中国区域电离层垂直总电子含量（TEC）分布图与活动等级，以及它对高精度定位收敛时间的影响（模型数据）。"
      lead="电离层会延迟卫星信号，活动越强，高精度定位收敛越慢。拖动时间轴查看过去 24 小时中国区域的垂直总电子含量（TEC）。"
      crumbs={[{ title: '支持中心', to: paths.support }, { title: '电离层监测' }]}
    >
      {times.status === 'ready' &&
        (times.data.times.length > 0 ? (
          <IonoMonitor times={times.data} />
        ) : (
          <EmptyState description="暂无电离层数据，请稍后再来查看。" />
        ))}
      {times.status === 'error' && (
        <ErrorState
          title="电离层数据加载失败"
          message={failureMessage(times.error)}
          onRetry={retry}
        />
      )}
      {(times.status === 'loading' || times.status === 'idle') && (
        <LoadingState label="正在加载电离层数据" rows={8} />
      )}
    </SupportPage>
  );
}
