import { useId, useState } from 'react';
import { COORDINATE_FRAMES, type CoordinateFrame, type CoverageLookup } from '@xingheng/shared';
import {
  PlainAlert,
  PlainButton,
  PlainInputField,
  PlainRadioGroup,
  type PlainValues,
  usePlainForm,
  useSubmitOnce,
} from '@xingheng/shared/ui';
import { lookupCoverage } from '../api';
import { coordinateRules, readCoordinate } from '../coordinateInput';
import { CoordinateResult } from './CoordinateResult';
import './coverage.css';

/** The longitude and latitude fields, in that order. */
const AXIS_FIELDS = [
  {
    axis: 'lng',
    label: '经度',
    extra: '十进制度或度分秒，如 116.3975 或 116°23′51″E',
    placeholder: '如 116.3975',
  },
  { axis: 'lat', label: '纬度', extra: '如 39.9087 或 39°54′31″N', placeholder: '如 39.9087' },
] as const;

/** The form's rules: each axis read by the coordinate parser; the frame always has a value. */
const RULES = { lng: coordinateRules('lng'), lat: coordinateRules('lat'), frame: [] };

const FRAME_OPTIONS = COORDINATE_FRAMES.map(({ frame, label }) => ({ value: frame, label }));

/**
 * The coordinate panel (SPEC §2 `/support/map/component/coordinateBox`, also on `/support/map`):
 * longitude and latitude in decimal degrees or degrees-minutes-seconds, the frame, and, per
 * service, covered or not with the nearest covered city. Unreadable or out-of-range input is
 * refused under the field before any call; the API's 400 shows under the form. Plain markup from
 * the site's form kit (`@xingheng/shared/ui`, no antd: docs/performance.md "Small pages"), disabled
 * until hydrated.
 * @param title a panel heading (`h2`) when the panel sits on a page with its own `h1`
 */
export function CoordinateBox({ title }: { title?: string }) {
  const [result, setResult] = useState<CoverageLookup | null>(null);
  const headingId = useId();
  const form = usePlainForm(RULES, undefined, { initial: { frame: 'WGS84' } });
  // One lookup at a time (the button shows loading; Enter meanwhile is ignored).
  const { pending, error, submit } = useSubmitOnce(
    async (values: PlainValues<keyof typeof RULES>) => {
      setResult(null);
      setResult(
        await lookupCoverage({
          lng: readCoordinate('lng', values.lng),
          lat: readCoordinate('lat', values.lat),
          frame: values.frame as CoordinateFrame,
        }),
      );
    },
  );

  return (
    <section className="cov-panel" aria-labelledby={title ? headingId : undefined}>
      {title && (
        <h2 id={headingId} className="cov-panel-title">
          {title}
        </h2>
      )}
      <form
        name="coverage-coordinate"
        noValidate
        onSubmit={form.handleSubmit((values) => void submit(values))}
      >
        <div className="cov-fields">
          {AXIS_FIELDS.map(({ axis, label, extra, placeholder }) => (
            <PlainInputField
              key={axis}
              binding={form.bind(axis)}
              label={label}
              extra={extra}
              placeholder={placeholder}
              inputMode="text"
              autoComplete="off"
              size="middle"
            />
          ))}
        </div>
        <PlainRadioGroup
          binding={form.bind('frame')}
          label="坐标系"
          options={FRAME_OPTIONS}
          extra="WGS84 与 CGCS2000 的坐标通常只相差几厘米，不会改变是否覆盖的结果。"
        />
        <PlainButton type="submit" variant="primary" loading={pending}>
          查询覆盖
        </PlainButton>
      </form>
      <div aria-live="polite" className="cov-answer">
        {result && <CoordinateResult result={result} />}
        {error && <PlainAlert>{`查询失败：${error}`}</PlainAlert>}
      </div>
    </section>
  );
}
