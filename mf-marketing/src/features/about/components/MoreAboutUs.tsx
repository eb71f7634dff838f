import { Link } from '@xingheng/shared/router';
import { Section } from '../../../components/Section';
import { paths } from '../../../paths';

const LINKS = [
  {
    to: paths.join,
    title: '社会招聘',
    text: '算法、软件、硬件、产品与销售岗位，北京、上海、武汉、深圳等地在招。',
  },
  {
    to: paths.dayiJoin,
    title: '校园招聘',
    text: '“北斗星火”计划面向应届毕业生，导师一对一带教。',
  },
  {
    to: paths.partner,
    title: '合作伙伴',
    text: '渠道分销、系统集成、技术合作与行业共建，携手拓展高精度定位应用。',
  },
] as const;

/** Links from `/aboutus` to recruitment and the partner programme (SPEC §2). */
export function MoreAboutUs() {
  return (
    <Section id="about-more" title="与我们同行">
      <ul className="mkt-grid mkt-grid--3">
        {LINKS.map((link) => (
          <li key={link.to} className="mkt-card mkt-card--stretch">
            <h3 className="mkt-card__title">
              <Link to={link.to} className="mkt-stretched-link">
                {link.title}
              </Link>
            </h3>
            <p className="mkt-card__text">{link.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
