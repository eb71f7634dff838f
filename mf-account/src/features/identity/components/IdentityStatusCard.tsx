import { Button, Descriptions, Tag } from 'antd';
import type { IdentityInfo, IdentityStatus } from '@xingheng/shared';

/** Label and tag colour of each state (docs/api.md "Identity verification"). */
export const STATUS_LABELS: Record<IdentityStatus, { label: string; color: string }> = {
  none: { label: '未认证', color: 'default' },
  pending: { label: '审核中', color: 'processing' },
  approved: { label: '已认证', color: 'success' },
  rejected: { label: '未通过', color: 'error' },
};

/** What each state tells the user to expect. */
const STATUS_NOTES: Record<IdentityStatus, string> = {
  none: '完成实名认证后即可购买和试用高精度定位服务。请选择个人认证或企业认证并填写资料。',
  pending: '资料已提交，工作人员将在 1–3 个工作日内完成审核，审核期间不能重复提交。',
  approved: '您已完成实名认证。',
  rejected: '您提交的资料未通过审核，请根据原因修改后重新提交。',
};

/** `2026-11-24 18:00` in the viewer's time zone. */
function formatTime(ms: number): string {
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** Props of `IdentityStatusCard`. */
export interface IdentityStatusCardProps {
  info: IdentityInfo;
  /** Shown for a rejected verification: opens the form again (重新提交). */
  onResubmit?: () => void;
}

/**
 * The user's verification state: a tag (未认证 / 审核中 / 已认证 / 未通过), a note, and once
 * something was submitted its kind, name, masked number and times; a rejection shows its reason
 * and, with `onResubmit`, a 重新提交 button.
 */
export function IdentityStatusCard({ info, onResubmit }: IdentityStatusCardProps) {
  const { label, color } = STATUS_LABELS[info.status];
  const enterprise = info.kind === 'enterprise';
  const items = [
    { key: 'kind', label: '认证类型', children: enterprise ? '企业认证' : '个人认证' },
    { key: 'name', label: enterprise ? '企业名称' : '真实姓名', children: info.name },
    {
      key: 'number',
      label: enterprise ? '统一社会信用代码' : '身份证号',
      children: info.maskedNumber,
    },
    ...(info.submittedAt === null
      ? []
      : [{ key: 'submitted', label: '提交时间', children: formatTime(info.submittedAt) }]),
    ...(info.reviewedAt === null
      ? []
      : [{ key: 'reviewed', label: '审核时间', children: formatTime(info.reviewedAt) }]),
    ...(info.rejectReason === null
      ? []
      : [{ key: 'reason', label: '未通过原因', children: info.rejectReason }]),
  ];
  return (
    <section className="acc-identity-status" aria-labelledby="acc-identity-status-title">
      <h2 id="acc-identity-status-title">
        认证状态 <Tag color={color}>{label}</Tag>
      </h2>
      <p>{STATUS_NOTES[info.status]}</p>
      {info.status !== 'none' && <Descriptions column={1} size="small" items={items} />}
      {info.status === 'rejected' && onResubmit && (
        <Button type="primary" onClick={onResubmit} className="acc-identity-resubmit">
          重新提交
        </Button>
      )}
    </section>
  );
}
