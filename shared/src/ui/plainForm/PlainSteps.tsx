import CheckOutlined from '@ant-design/icons-svg/lib/asn/CheckOutlined';
import { PlainIcon } from './PlainIcon';
import './plainPanels.css';

/** Props of {@link PlainSteps}. */
export interface PlainStepsProps {
  /** The steps' titles, in order, e.g. `['验证手机', '设置新密码', '完成']`. */
  items: readonly string[];
  /** The index of the step the visitor is on (0 for the first); the ones before it are done. */
  current: number;
  /** The list's accessible name. Default `步骤`. */
  label?: string;
  /** Extra classes (spacing). */
  className?: string;
}

/**
 * Where a visitor stands in a flow of a few steps, in plain markup drawn like antd's small
 * horizontal `Steps` (numbered circles joined by lines; a done step shows a tick, the current one
 * is filled with the primary colour), for pages that carry no antd on their first paint. An
 * ordered list: the current step is `aria-current="step"` and a done one says 已完成 to a screen
 * reader. It shows the state only; moving between steps is the page's.
 */
export function PlainSteps({ items, current, label = '步骤', className }: PlainStepsProps) {
  return (
    <ol className={className ? `xh-steps ${className}` : 'xh-steps'} aria-label={label}>
      {items.map((title, index) => {
        const state = index < current ? 'finish' : index === current ? 'process' : 'wait';
        return (
          <li
            key={title}
            className={`xh-step xh-step--${state}`}
            aria-current={state === 'process' ? 'step' : undefined}
          >
            <span className="xh-step-icon" aria-hidden="true">
              {state === 'finish' ? <PlainIcon icon={CheckOutlined} /> : index + 1}
            </span>
            <span className="xh-step-title">
              {title}
              {state === 'finish' && <span className="xh-visually-hidden">（已完成）</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
