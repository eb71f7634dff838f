import { NavLink } from '@xingheng/shared/router';
import { termsPath } from '../../../paths';
import { RELATED_POLICIES, TERMS_DOCS } from '../termsDocs';

function linkClass({ isActive }: { isActive: boolean }): string {
  return isActive ? 'mkt-terms-nav__link mkt-terms-nav__link--current' : 'mkt-terms-nav__link';
}

/**
 * The side list of the terms pages (SPEC §2 `/terms/{slug}`): the five terms documents, then the
 * privacy policy (`/support/details/9`) and the terms of use (`/support/details/10`). The current
 * page's link is highlighted and carries `aria-current="page"` (react-router `NavLink`).
 */
export function TermsSideNav() {
  const links = [
    ...TERMS_DOCS.map((doc) => ({ to: termsPath(doc.slug), title: doc.title })),
    ...RELATED_POLICIES.map((policy) => ({ to: policy.path, title: policy.title })),
  ];
  return (
    <nav className="mkt-terms-nav" aria-labelledby="mkt-terms-nav-title">
      <h2 id="mkt-terms-nav-title" className="mkt-terms-nav__title">
        政策条款
      </h2>
      <ul className="mkt-terms-nav__list">
        {links.map((link) => (
          <li key={link.to}>
            <NavLink className={linkClass} to={link.to} end>
              {link.title}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
