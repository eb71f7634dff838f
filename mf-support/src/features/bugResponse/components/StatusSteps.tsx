import { BUG_REPORT_STATUS, type BugReportStatus } from '@xingheng/shared';

const ORDER = Object.keys(BUG_REPORT_STATUS) as BugReportStatus[];

const HINTS: Record<BugReportStatus, string> = {
  received: '我们已收到您的反馈',
  in_progress: '技术支持正在排查',
  answered: '已给出答复，请查看下方内容',
  closed: '问题已处理完毕',
};

type StepState = 'finish' | 'process' | 'wait';

const STATE_WORDS: Record<StepState, string> = {
  finish: '已完成',
  process: '进行中',
  wait: '未开始',
};

function stepState(index: number, current: number, key: BugReportStatus): StepState {
  if (index < current || (index === current && key === 'closed')) return 'finish';
  return index === current ? 'process' : 'wait';
}

/** antd's check mark (`CheckOutlined`), decorative. */
function Check() {
  return (
    <svg viewBox="64 64 896 896" width="1em" height="1em" fill="currentColor" aria-hidden="true">
      <path d="M912 190h-69.9c-9.8 0-19.1 4.5-25.1 12.2L404.7 724.5 207 474a32 32 0 00-25.1-12.2H112c-6.7 0-10.4 7.7-6.3 12.9l273.9 347c12.8 16.2 37.4 16.2 50.3 0l488.4-618.9c4.1-5.1.4-12.8-6.3-12.8z" />
    </svg>
  );
}

/**
 * Where a report stands (`BUG_REPORT_STATUS`: received → in progress → answered → closed), said
 * in words and drawn like antd's small `Steps` (a row of numbered circles joined by lines, a
 * column on phones) in plain markup: an ordered list named 处理进度, the current step marked
 * `aria-current="step"`, each step's state (已完成 / 进行中 / 未开始) read out after its title.
 * @param status the report's status
 */
export function StatusSteps({ status }: { status: BugReportStatus }) {
  const current = ORDER.indexOf(status);
  return (
    <div className="sup-status">
      <p className="sup-status-now">
        当前状态：<strong>{BUG_REPORT_STATUS[status]}</strong>，{HINTS[status]}
      </p>
      <div role="group" aria-label="处理进度">
        <ol className="sup-steps">
          {ORDER.map((key, index) => {
            const state = stepState(index, current, key);
            return (
              <li
                key={key}
                className={`sup-step sup-step--${state}`}
                aria-current={index === current ? 'step' : undefined}
              >
                <span className="sup-step-icon" aria-hidden="true">
                  {state === 'finish' ? <Check /> : index + 1}
                </span>
                <span className="sup-step-title">{BUG_REPORT_STATUS[key]}</span>
                <span className="sup-visually-hidden">（{STATE_WORDS[state]}）</span>
              </li>
            );
          })}
        </ol>
      </div>
    </div>
  );
}
