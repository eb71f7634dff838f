import { useId } from 'react';
import { Button, Slider } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { sliderMarks, STEP_MINUTES, timeAt, timeLabel } from '../timeSteps';

/**
 * The time slider of the ionosphere map: one step per 30 minutes over the last 24 hours, labelled
 * in Beijing time. Arrow keys, Home and End move the handle (antd `Slider`); the buttons step by
 * one for touch screens.
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
  const last = times.length - 1;
  const label = (value: number) => timeLabel(timeAt(times, value));
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
        <Button
          icon={<LeftOutlined />}
          aria-label={`前 ${STEP_MINUTES} 分钟`}
          disabled={index <= 0 || undefined}
          onClick={() => onChange(index - 1)}
        />
        <Slider
          className="iono-slider-track"
          min={0}
          max={last}
          step={1}
          value={index}
          marks={sliderMarks(times)}
          onChange={onChange}
          tooltip={{ formatter: (value) => (value === undefined ? null : label(value)) }}
          ariaLabelledByForHandle={labelId}
          ariaValueTextFormatterForHandle={(value) => label(value)}
        />
        <Button
          icon={<RightOutlined />}
          aria-label={`后 ${STEP_MINUTES} 分钟`}
          disabled={index >= last || undefined}
          onClick={() => onChange(index + 1)}
        />
      </div>
    </div>
  );
}
