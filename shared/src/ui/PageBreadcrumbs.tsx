import { Link } from '@xingheng/shared/router';
import { LINKS } from '../config/links';
import './pageBreadcrumbs.css';

/** One step of a breadcrumb trail; the last step (the current page) has no `to`. */
export interface Crumb {
  title: string;
  to?: string;
}

/**
 * The site's breadcrumbs (SPEC §2: breadcrumbs where the page is nested): the home page first,
 * then `trail`; every step but the last is a link, the last is marked `aria-current="page"`. Plain
 * markup (a `nav` landmark with an ordered list), no antd, drawn like antd's `Breadcrumb`.
 * @param props.trail steps after the home page, e.g. `[{ title: '产品与解决方案', to: '/productSolution' }, { title: 'T-BOX' }]`
 * @param props.home the home step's text (`首页`; `Home` on the English page)
 * @param props.label the navigation landmark's accessible name (`面包屑导航`; `Breadcrumb` in English)
 */
export function PageBreadcrumbs({
  trail,
  home = '首页',
  label = '面包屑导航',
}: {
  trail: Crumb[];
  home?: string;
  label?: string;
}) {
  const steps: Crumb[] = [{ title: home, to: LINKS.home }, ...trail];
  return (
    <nav className="xh-breadcrumbs" aria-label={label}>
      <ol>
        {steps.map((crumb, index) => {
          const last = index === steps.length - 1;
          return (
            <li key={`${index}-${crumb.title}`}>
              {crumb.to && !last ? (
                <Link to={crumb.to}>{crumb.title}</Link>
              ) : (
                <span aria-current={last ? 'page' : undefined}>{crumb.title}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
