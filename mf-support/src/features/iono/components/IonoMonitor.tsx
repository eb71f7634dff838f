import { useState } from 'react';
import type { IonoGrid, IonoTimes } from '@xingheng/shared';
import { PlainAlert, PlainButton, PlainSpinner } from '@xingheng/shared/ui';
import { failureMessage } from '../../../lib/failureMessage';
import { initialIndex, timeAt, timeLabel } from '../timeSteps';
import { useDebouncedValue } from '../useDebouncedValue';
import { useIonoGrid } from '../useIonoGrid';
import { IonoActivityPanel } from './IonoActivityPanel';
import { IonoMap } from './IonoMap';
import { IonoTimeSlider } from './IonoTimeSlider';
import './iono.css';

/** Quiet time after the last slider move before its grid is asked for, ms. */
const SLIDER_SETTLE_MS = 250;

/**
 * The ionosphere map with its time slider and activity panel: moving the slider loads that
 * time's grid and redraws the map (the previous grid stays until the new one arrives). Starts
 * from the route loader's grid, so all of it is in the server's HTML. Plain markup, no antd
 * (docs/performance.md "Every public page within budget").
 * @param times the API's selectable times (not empty)
 * @param initialGrid the grid at the time shown first (`initialIndex(times)`)
 */
export function IonoMonitor({ times, initialGrid }: { times: IonoTimes; initialGrid: IonoGrid }) {
  const [index, setIndex] = useState(() => initialIndex(times));
  const chosen = timeAt(times.times, index);
  const settled = useDebouncedValue(chosen, SLIDER_SETTLE_MS);
  const { grid, loading, failure, retry } = useIonoGrid(settled, initialGrid);
  return (
    <div className="iono-monitor">
      <IonoTimeSlider times={times.times} index={index} onChange={setIndex} />
      {loading && (
        <div className="iono-loading" role="status">
          <PlainSpinner size="small" /> 正在加载{timeLabel(chosen)}的数据…
        </div>
      )}
      {failure && (
        <PlainAlert
          className="iono-alert"
          action={
            <PlainButton className="iono-retry" onClick={retry}>
              重试
            </PlainButton>
          }
        >
          {`${timeLabel(chosen)}的数据加载失败：${failureMessage(failure.error)}`}
        </PlainAlert>
      )}
      <div className="iono-layout">
        <div className="iono-main">
          <IonoMap grid={grid} />
        </div>
        <aside className="iono-side">
          <IonoActivityPanel grid={grid} />
        </aside>
      </div>
    </div>
  );
}
