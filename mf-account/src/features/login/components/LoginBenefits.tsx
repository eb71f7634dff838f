import { PlainIcon } from '@xingheng/shared/ui';
import AimOutlined from '@ant-design/icons-svg/lib/asn/AimOutlined';
import CustomerServiceOutlined from '@ant-design/icons-svg/lib/asn/CustomerServiceOutlined';
import ProfileOutlined from '@ant-design/icons-svg/lib/asn/ProfileOutlined';
import { SITE } from '@xingheng/shared';

const BENEFITS = [
  {
    icon: AimOutlined,
    title: '厘米级定位服务在线试用',
    text: '申请 Locate-CM 试用账号，使用 NTRIP 或 SDK 接入，实时获取 RTK 差分改正数据。',
  },
  {
    icon: ProfileOutlined,
    title: '订单与服务统一管理',
    text: '服务订单、硬件订单与收货地址集中查看，续费、扩容一站办理。',
  },
  {
    icon: CustomerServiceOutlined,
    title: '7×24 小时技术支持',
    text: `工程师在线解答接入与使用问题，也可致电 ${SITE.phone}。`,
  },
];

/** Side panel of the login page (SPEC §2 /login): what an account gives, three benefits. */
export function LoginBenefits() {
  return (
    <section className="acc-login-benefits" aria-labelledby="acc-login-benefits-title">
      <p className="acc-login-slogan">{SITE.slogan}</p>
      <h2 id="acc-login-benefits-title">登录后，您可以</h2>
      <ul>
        {BENEFITS.map((b) => (
          <li key={b.title}>
            <span className="acc-login-benefit-icon" aria-hidden="true">
              <PlainIcon icon={b.icon} />
            </span>
            <div>
              <strong>{b.title}</strong>
              <p>{b.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
