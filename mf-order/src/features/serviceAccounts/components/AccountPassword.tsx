import { useState } from 'react';
import { Alert, Button, Popconfirm, Typography } from 'antd';
import { failureMessage } from '../../../lib/failureMessage';
import { resetServiceAccountPassword } from '../api';

/**
 * The password row of a service account. A password that came with the trial's answer is shown
 * with a copy button; otherwise it cannot be shown again (the API keeps only a hash), so the row
 * says so and offers 重置密码 (confirmed first: the old password stops working), whose new
 * password is shown once, with copy.
 * @param accountName the account, e.g. `xhcm20481736`
 * @param password the clear password from the trial's answer, when this page still has it
 */
export function AccountPassword({
  accountName,
  password,
}: {
  accountName: string;
  password?: string | undefined;
}) {
  const [fresh, setFresh] = useState<string | null>(null);
  const [resetting, setResetting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const shown = fresh ?? password;

  const reset = async () => {
    setResetting(true);
    setError(null);
    try {
      setFresh((await resetServiceAccountPassword(accountName)).password);
    } catch (failure) {
      setError(failureMessage(failure));
    } finally {
      setResetting(false);
    }
  };

  if (shown !== undefined) {
    return (
      <>
        <Typography.Text code copyable={{ text: shown, tooltips: ['复制密码', '已复制'] }}>
          {shown}
        </Typography.Text>
        <p className="ord-hint">密码只显示这一次，请立即复制并妥善保存。</p>
      </>
    );
  }
  return (
    <>
      <span className="ord-account-secret">密码仅在开通时显示一次</span>
      <Popconfirm
        title="重置密码"
        description="重置后原密码立即失效，使用该账号的设备需要改用新密码。"
        okText="确认重置"
        cancelText="取消"
        onConfirm={() => void reset()}
      >
        <Button size="small" loading={resetting} className="ord-account-reset">
          重置密码
        </Button>
      </Popconfirm>
      {error && <Alert type="error" showIcon title={error} className="ord-account-error" />}
    </>
  );
}
