import type { ReactNode } from 'react';
import type { CoverageRegions } from '@xingheng/shared';
import { EmptyState, ErrorState, LoadingState } from '../../../components/PageStates';
import type { CoverageRegionsState } from '../useCoverageRegions';

/** Props of {@link CoverageRegionsStates}. */
export interface CoverageRegionsStatesProps {
  /** Where the page's coverage regions stand (`useCoverageRegions`). */
  regions: CoverageRegionsState;
  /** Loads them again (重试). */
  retry: () => void;
  /** Whether loaded regions have what the panel shows; if not, 暂无覆盖数据. */
  hasData: (regions: CoverageRegions) => boolean;
  /** The skeleton's rows while loading (`LoadingState`'s default if left out). */
  loadingRows?: number;
  /** The panel for regions that have data. */
  children: (regions: CoverageRegions) => ReactNode;
}

/**
 * What a coverage page shows of its regions load: a skeleton, the failure with 重试, 暂无覆盖数据,
 * or the panel. Never throws: a failure is shown.
 */
export function CoverageRegionsStates({
  regions,
  retry,
  hasData,
  loadingRows,
  children,
}: CoverageRegionsStatesProps) {
  switch (regions.status) {
    case 'ready':
      return hasData(regions.data) ? (
        children(regions.data)
      ) : (
        <EmptyState description="暂无覆盖数据，请稍后再来查看。" />
      );
    case 'error':
      return <ErrorState title="覆盖数据加载失败" message={regions.message} onRetry={retry} />;
    default:
      return (
        <LoadingState
          label="正在加载覆盖数据"
          {...(loadingRows === undefined ? {} : { rows: loadingRows })}
        />
      );
  }
}
