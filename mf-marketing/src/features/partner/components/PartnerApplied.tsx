import { PlainButton, PlainResult } from '@xingheng/shared/ui';
import type { PartnerApplyAnswer } from '../api';

/**
 * The result of an accepted cooperation application (the kit's `PlainResult`, antd's success
 * `Result` in plain markup): when we will call back, the reference id to keep, and 再提交一份. The
 * title takes the focus so keyboard and screen-reader users land on the result.
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
  return (
    <PlainResult
      title="提交成功，我们将在 2 个工作日内联系您"
      subTitle={`参考编号：${referenceId}，请妥善保存以便查询进度。`}
      extra={<PlainButton onClick={onAgain}>再提交一份</PlainButton>}
      focusOnShow
    />
  );
}
