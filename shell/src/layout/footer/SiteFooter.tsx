import { Link } from '@xingheng/shared/router';
import { SITE, type ServiceProduct } from '@xingheng/shared';
import { footerColumns } from './footerColumns';
import { QrPopover } from './QrPopover';
import './footer.css';

/** A 16 px social icon drawn from one 24 × 24 path, decorative (its link carries the name). */
function socialIcon(path: string) {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d={path} />
    </svg>
  );
}

const wechatIcon = socialIcon(
  'M9 4C4.6 4 1 7 1 10.7c0 2.1 1.2 4 3 5.2L3.3 18l2.6-1.4c.9.3 2 .4 3.1.4h.6a5.6 5.6 0 0 1-.2-1.5C9.4 12 12.8 9 17 9h.6C16.9 6.1 13.3 4 9 4Zm-3 4.2a1.1 1.1 0 1 1 0 2.2 1.1 1.1 0 0 1 0-2.2Zm6 0a1.1 1.1 0 1 1 0 2.2 1.1 1.1 0 0 1 0-2.2ZM17 10.3c-3.5 0-6.3 2.3-6.3 5.2s2.8 5.2 6.3 5.2c.7 0 1.4-.1 2-.3l2.2 1.2-.6-1.9c1.6-1 2.7-2.5 2.7-4.2 0-2.9-2.8-5.2-6.3-5.2Z',
);

const weiboIcon = socialIcon(
  'M10.1 19.5c-4 .4-7.5-1.4-7.7-4s2.7-5 6.7-5.4 7.5 1.4 7.8 4-2.8 5-6.8 5.4Zm8-8.7c-.3-.1-.5-.2-.4-.6.6-1.4.6-2.5 0-3.1-1.1-1.1-4-.1-4-.1-1.3.4-.7-.2-.5-1.2 0-1.3-.4-3.4-4.3-2C1.8 6.6-2 13 4 16.2c4.5 2.4 10.7 1.6 13.7-1.5 2.1-2.2 1.7-3.5.4-3.9Z',
);

/**
 * The site footer (SPEC §2 "Footer"): five link columns (产品服务, 硬件产品, 行业方案, 关于我们,
 * 政策条款) with every link of the spec, the complaint e-mail (mailto), the phone (tel), the WeChat
 * and Weibo QR popovers, the copyright and the two filing numbers (ICP links to the MIIT site).
 * @param services the service list from the root loader: decides the Orion link (service id 8)
 */
export function SiteFooter({ services }: { services: ServiceProduct[] }) {
  return (
    <footer className="shell-footer">
      <div className="shell-footer-inner shell-content-column">
        <nav className="shell-footer-columns" aria-label="页脚导航">
          {footerColumns(services).map((column) => (
            <section key={column.heading} className="shell-footer-column">
              <h2 className="shell-footer-heading">{column.heading}</h2>
              <ul>
                {column.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to}>{link.label}</Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </nav>
        <address className="shell-footer-contact">
          <h2 className="shell-footer-heading">联系我们</h2>
          <p>
            服务热线：<a href={`tel:${SITE.phone.replace(/-/g, '')}`}>{SITE.phone}</a>
            <span className="shell-footer-muted">（{SITE.phoneHours}）</span>
          </p>
          <p>
            投诉邮箱：<a href={`mailto:${SITE.complaintEmail}`}>{SITE.complaintEmail}</a>
          </p>
          <div className="shell-footer-social">
            <QrPopover
              label="微信公众号"
              text={SITE.wechatQrText}
              hint="微信扫码关注"
              icon={wechatIcon}
            />
            <QrPopover
              label="官方微博"
              text={SITE.weiboQrText}
              hint="微博扫码关注"
              icon={weiboIcon}
            />
          </div>
        </address>
      </div>
      <div className="shell-footer-legal">
        <span>{SITE.copyright}</span>
        <a href="https://beian.miit.gov.cn/" target="_blank" rel="noopener noreferrer">
          {SITE.icpFiling}
        </a>
        <span>{SITE.psbFiling}</span>
      </div>
    </footer>
  );
}
