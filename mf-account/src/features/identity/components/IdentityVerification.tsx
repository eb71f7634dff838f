import { useState } from 'react';
import { Button, Result, Spin, Tabs } from 'antd';
import type { IdentityInfo, IdentityKind } from '@xingheng/shared';
import { useIdentityInfo } from '../useIdentityInfo';
import { EnterpriseForm } from './EnterpriseForm';
import { IdentityStatusCard } from './IdentityStatusCard';
import { PersonalForm } from './PersonalForm';
import '../identity.css';

/**
 * Identity verification of the logged-in user (SPEC §2 `/user/auth`; docs/api.md "Identity
 * verification"): loading and error (重试) states, the current state, and while nothing is
 * submitted — or after a rejection, once 重新提交 is pressed — the tabs 个人认证 and 企业认证 with
 * their forms (the tab of the rejected kind first). A submission's answer replaces the state.
 */
export function IdentityVerification() {
  const { info, error, retry, setInfo } = useIdentityInfo();
  const [resubmitting, setResubmitting] = useState(false);
  const [tab, setTab] = useState<IdentityKind | null>(null);

  if (error) {
    return (
      <Result
        status="error"
        title="认证状态加载失败"
        subTitle={error}
        extra={
          <Button type="primary" onClick={retry}>
            重试
          </Button>
        }
      />
    );
  }
  if (!info) {
    return (
      <div className="acc-identity-loading">
        <Spin aria-label="正在加载认证状态" />
      </div>
    );
  }

  const submitted = (next: IdentityInfo) => {
    setInfo(next);
    setResubmitting(false);
  };
  const showForms = info.status === 'none' || (info.status === 'rejected' && resubmitting);
  return (
    <>
      <IdentityStatusCard
        info={info}
        {...(resubmitting ? {} : { onResubmit: () => setResubmitting(true) })}
      />
      {showForms && (
        <Tabs
          className="acc-identity-tabs"
          activeKey={tab ?? info.kind ?? 'personal'}
          onChange={(key) => setTab(key === 'enterprise' ? 'enterprise' : 'personal')}
          items={[
            {
              key: 'personal',
              label: '个人认证',
              children: <PersonalForm onSubmitted={submitted} />,
            },
            {
              key: 'enterprise',
              label: '企业认证',
              children: <EnterpriseForm onSubmitted={submitted} />,
            },
          ]}
        />
      )}
    </>
  );
}
