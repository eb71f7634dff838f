import { useId, useRef, useState } from 'react';
import { Alert, Button, Form, Input, Radio } from 'antd';
import { COORDINATE_FRAMES, type CoordinateFrame, type CoverageLookup } from '@xingheng/shared';
import { failureMessage } from '../../../lib/failureMessage';
import { lookupCoverage } from '../api';
import { readCoordinate } from '../coordinateInput';
import { CoordinateResult } from './CoordinateResult';
import './coverage.css';

interface CoordinateForm {
  lng: string;
  lat: string;
  frame: CoordinateFrame;
}

type LookupState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'done'; result: CoverageLookup }
  | { status: 'failed'; message: string };

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

/** An antd rule that reads the field with the coordinate parser and shows its Chinese message. */
function coordinateRule(field: 'lng' | 'lat') {
  return {
    validator: async (_rule: unknown, value: unknown) => {
      readCoordinate(field, value);
    },
  };
}

/**
 * The coordinate panel (SPEC §2 `/support/map/component/coordinateBox`, also on `/support/map`):
 * longitude and latitude in decimal degrees or degrees-minutes-seconds, the frame, and, per
 * service, covered or not with the nearest covered city. Unreadable or out-of-range input is
 * refused under the field before any call; the API's 400 shows under the form.
 * @param title a panel heading (`h2`) when the panel sits on a page with its own `h1`
 */
export function CoordinateBox({ title }: { title?: string }) {
  const [state, setState] = useState<LookupState>({ status: 'idle' });
  const latest = useRef(0);
  const headingId = useId();

  const submit = async (values: CoordinateForm) => {
    const ticket = ++latest.current;
    setState({ status: 'loading' });
    try {
      const result = await lookupCoverage({
        lng: readCoordinate('lng', values.lng),
        lat: readCoordinate('lat', values.lat),
        frame: values.frame,
      });
      if (ticket === latest.current) setState({ status: 'done', result });
    } catch (error) {
      if (ticket === latest.current) setState({ status: 'failed', message: failureMessage(error) });
    }
  };

  return (
    <section className="cov-panel" aria-labelledby={title ? headingId : undefined}>
      {title && (
        <h2 id={headingId} className="cov-panel-title">
          {title}
        </h2>
      )}
      <Form<CoordinateForm>
        name="coverage-coordinate"
        layout="vertical"
        validateTrigger="onBlur"
        initialValues={{ lng: '', lat: '', frame: 'WGS84' }}
        onFinish={(values) => void submit(values)}
        requiredMark={false}
      >
        <div className="cov-fields">
          {AXIS_FIELDS.map(({ axis, label, extra, placeholder }) => (
            <Form.Item
              key={axis}
              name={axis}
              label={label}
              rules={[coordinateRule(axis)]}
              extra={extra}
            >
              <Input inputMode="text" autoComplete="off" placeholder={placeholder} />
            </Form.Item>
          ))}
        </div>
        <Form.Item
          name="frame"
          label="坐标系"
          extra="WGS84 与 CGCS2000 的坐标通常只相差几厘米，不会改变是否覆盖的结果。"
        >
          <Radio.Group
            aria-label="坐标系"
            options={COORDINATE_FRAMES.map(({ frame, label }) => ({ value: frame, label }))}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={state.status === 'loading'}>
          查询覆盖
        </Button>
      </Form>
      <div aria-live="polite" className="cov-answer">
        {state.status === 'done' && <CoordinateResult result={state.result} />}
        {state.status === 'failed' && (
          <Alert type="error" showIcon title={`查询失败：${state.message}`} />
        )}
      </div>
    </section>
  );
}
