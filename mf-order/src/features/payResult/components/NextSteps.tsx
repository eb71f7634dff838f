import { Link } from 'react-router';
import { sitePaths } from '../../../paths';

/**
 * What happens after a successful payment (SPEC §2 `/order/payoff`): activation, where to find the
 * account and mount point, and how to connect over NTRIP.
 */
export function NextSteps() {
  return (
    <section className="ord-panel" aria-labelledby="ord-next-steps">
      <h2 id="ord-next-steps" className="ord-panel-title">
        接下来
      </h2>
      <ol className="ord-steps">
        <li>服务将在 1 分钟内自动激活，激活完成后会以短信通知您。</li>
        <li>可在用户中心查看账号与挂载点：NTRIP 账号、密码及可用的挂载点名称都在服务详情中。</li>
        <li>
          NTRIP 接入说明：在接收机或 SDK 中填写服务地址、端口、挂载点与账号密码，即可接收 CGCS2000
          坐标系下的差分改正数据，详细步骤见
          <Link to={sitePaths.support}>支持与服务</Link>。
        </li>
      </ol>
    </section>
  );
}
