import { useEffect, useRef } from 'react';
import CheckCircleFilled from '@ant-design/icons-svg/lib/asn/CheckCircleFilled';
import { PlainButton, PlainIcon } from '@xingheng/shared/ui';
import type { PartnerApplyAnswer } from '../api';
import './partner.css';

/**
 * The result of an accepted cooperation application, drawn like antd's success `Result` in plain
 * markup: when we will call back, the reference id to keep, and 再提交一份. The title takes the
 * focus so keyboard and screen-reader users land on the result.
 * @param referenceId the id the API gave the application
 * @param onAgain shows an empty form again
 */
export function PartnerApplied({
  referenceId,
  onAgain,
}: {
  referenceId: PartnerApplyAnswer['id'];
  onAgain: () => void;
}) {
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);
  return (
    <div className="mkt-partner-applied">
      <PlainIcon icon={CheckCircleFilled} className="mkt-partner-applied__icon" />
      <h3 ref={title} tabIndex={-1} className="mkt-partner-applied__title">
        提交成功，我们将在 2 个工作日内联系您
      </h3>
      <p className="mkt-partner-applied__text">
        {`参考编号：${referenceId}，请妥善保存以便查询进度。`}
      </p>
      <PlainButton onClick={onAgain}>再提交一份</PlainButton>
    </div>
  );
}
