import { useLoaderData, useRevalidator } from '@xingheng/shared/router';
import { SupportPage } from '../../../components/SupportPage';
import { EmptyState, ErrorState, LoadingState } from '../../../components/PageStates';
import { IonoMonitor } from '../../../features/iono/components/IonoMonitor';
import { paths } from '../../../paths';
import type { IonoData } from './ionoLoader';

/**
 * `/support/iono` (SPEC §2): 电离层监测 — the modelled vertical TEC over China for a chosen time
 * of the last 24 hours, on an ECharts map loaded with this page only, and the activity level.
 * The times and the first grid come from `ionoLoader` (in the server's HTML on a first visit); a
 * failed load shows its message, and 重试 runs the loader again.
 */
export function IonoPage() {
  const data = useLoaderData<IonoData>();
  const revalidator = useRevalidator();
  return (
    <SupportPage
      title="电离层监测"
      description="过去 24 小时中国区域电离层垂直总电子含量（TEC）分布图与活动等级，以及它对高精度定位收敛时间的影响（模型数据）。"
      lead="电离层会延迟卫星信号，活动越强，高精度定位收敛越慢。拖动时间轴查看过去 24 小时中国区域的垂直总电子含量（TEC）。"
      crumbs={[{ title: '支持中心', to: paths.support }, { title: '电离层监测' }]}
    >
      {data.kind === 'ready' && (
        // A new time list (a later visit's loader) starts the slider again at its latest time.
        <IonoMonitor key={data.times.latest} times={data.times} initialGrid={data.grid} />
      )}
      {data.kind === 'empty' && <EmptyState description="暂无电离层数据，请稍后再来查看。" />}
      {data.kind === 'error' &&
        (revalidator.state === 'loading' ? (
          <LoadingState label="正在加载电离层数据" rows={8} />
        ) : (
          <ErrorState
            title="电离层数据加载失败"
            message={data.error}
            onRetry={() => void revalidator.revalidate()}
          />
        ))}
    </SupportPage>
  );
}
