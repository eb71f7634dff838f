import { Table, Tag, Typography } from 'antd';
import { IS_ACTIVE, labelOf, SERVER_TYPE, type ServiceAccount } from '@xingheng/shared';
import { SummaryList, type SummaryRow } from '../../../components/SummaryList';
import { formatShanghaiDateTime } from '../../../lib/dateTime';
import { AccountPassword } from './AccountPassword';

/** A copyable value of the NTRIP access (caster host, mount point, account name). */
function Copyable({ text, what }: { text: string; what: string }) {
  return (
    <Typography.Text copyable={{ text, tooltips: [`复制${what}`, '已复制'] }}>
      {text}
    </Typography.Text>
  );
}

/**
 * One service account with its NTRIP access (SPEC §3 connect type 1): account name, status
 * (SPEC §3 is-active), caster host, mount point, RTCM messages, the port of each coordinate frame
 * (table), the password row and the expiry in Asia/Shanghai time. An account not yet activated
 * (manual activation) says 待激活 and that its term starts on activation.
 * @param account the account (`ServiceAccount`; its `ntrip` carries the mount point)
 * @param password its clear password, only right after a trial (shown once)
 */
export function ServiceAccountCard({
  account,
  password,
}: {
  account: ServiceAccount;
  password?: string | undefined;
}) {
  const titleId = `ord-account-${account.accountName}`;
  const waiting = account.isActive === 0;
  const rows: SummaryRow[] = [
    {
      label: '服务',
      value: `${account.serviceName} · ${labelOf(SERVER_TYPE, account.serverType)}`,
    },
    { label: '账号', value: <Copyable text={account.accountName} what="账号" /> },
    {
      label: '密码',
      value: <AccountPassword accountName={account.accountName} password={password} />,
    },
    { label: 'Caster 地址', value: <Copyable text={account.ntrip.caster} what="地址" /> },
    { label: '挂载点', value: <Copyable text={account.ntrip.mountPoint} what="挂载点" /> },
    { label: '播发电文', value: account.ntrip.messages },
    {
      label: '到期时间',
      value:
        account.expiresAt === null
          ? '激活后开始计时'
          : `${formatShanghaiDateTime(account.expiresAt)}（北京时间）`,
    },
  ];
  return (
    <article className="ord-account" aria-labelledby={titleId}>
      <header className="ord-account-head">
        <h3 id={titleId} className="ord-account-name">
          {account.accountName}
        </h3>
        <Tag color={waiting ? 'orange' : 'green'}>{labelOf(IS_ACTIVE, account.isActive)}</Tag>
      </header>
      {waiting && (
        <p className="ord-hint">
          待激活：手动激活的账号需在用户中心激活后才能使用，到期时间从激活时起算。
        </p>
      )}
      <SummaryList rows={rows} label={`${account.accountName} 的接入信息`} />
      <Table
        size="small"
        pagination={false}
        rowKey="frame"
        aria-label={`${account.accountName} 各坐标系端口`}
        dataSource={account.ntrip.ports}
        columns={[
          { title: '坐标系', dataIndex: 'frame', key: 'frame' },
          { title: '端口', dataIndex: 'port', key: 'port' },
        ]}
      />
    </article>
  );
}
