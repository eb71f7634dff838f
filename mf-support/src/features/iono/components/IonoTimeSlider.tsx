import { useId, type CSSProperties } from 'react';
import LeftOutlined from '@ant-design/icons-svg/lib/asn/LeftOutlined';
import RightOutlined from '@ant-design/icons-svg/lib/asn/RightOutlined';
import { PlainButton, PlainIcon, useIsClient } from '@xingheng/shared/ui';
import { sliderMarks, STEP_MINUTES, timeAt, timeLabel } from '../timeSteps';

/**
 * The time slider of the ionosphere map: one step per 30 minutes over the last 24 hours, labelled
 * in Beijing time, the chosen time shown above it. A native `<input type="range">`: arrow keys
 * step by one, Page Up / Page Down by more, Home and End jump to the ends, and screen readers hear
 * the time (`aria-valuetext`); the buttons step by one for touch screens. The range and the
 * buttons are disabled until hydrated, like the site's other plain controls (the page is in the
 * server's HTML: a move before then would be lost).
 * @param times the selectable times, oldest first (not empty)
 * @param index the chosen position
 * @param onChange called with the new position
 */
export function IonoTimeSlider({
  times,
  index,
  onChange,
}: {
  times: readonly number[];
  index: number;
  onChange: (index: number) => void;
}) {
  const labelId = useId();
  const hydrated = useIsClient();
  const last = times.length - 1;
  const label = (value: number) => timeLabel(timeAt(times, value));
  const marks = Object.entries(sliderMarks(times)).map(([value, text]) => ({
    value: Number(value),
    text,
  }));
  return (
    <div className="iono-slider">
      <div className="iono-slider-head">
        <span id={labelId} className="iono-slider-title">
          选择时间（每 {STEP_MINUTES} 分钟，过去 24 小时）
        </span>
        <output className="iono-slider-value" aria-live="polite">
          {label(index)}
        </output>
      </div>
      <div className="iono-slider-row">
        <PlainButton
          className="iono-step"
          ariaLabel={`前 ${STEP_MINUTES} 分钟`}
          disabled={!hydrated || index <= 0}
          onClick={() => onChange(index - 1)}
        >
          <PlainIcon icon={LeftOutlined} />
        </PlainButton>
        <div className="iono-slider-track">
          <input
            type="range"
            className="iono-range"
            min={0}
            max={last}
            step={1}
            value={index}
            disabled={!hydrated}
            aria-labelledby={labelId}
            aria-valuetext={label(index)}
            style={{ '--iono-fill': `${last > 0 ? (index / last) * 100 : 100}%` } as CSSProperties}
            onChange={(event) => onChange(Number(event.target.value))}
          />
          <ol className="iono-marks" aria-hidden="true">
            {marks.map((mark) => (
              <li key={mark.value} style={{ left: `${last > 0 ? (mark.value / last) * 100 : 0}%` }}>
                {mark.text}
              </li>
            ))}
          </ol>
        </div>
        <PlainButton
          className="iono-step"
          ariaLabel={`后 ${STEP_MINUTES} 分钟`}
          disabled={!hydrated || index >= last}
          onClick={() => onChange(index + 1)}
        >
          <PlainIcon icon={RightOutlined} />
        </PlainButton>
      </div>
    </div>
  );
}
