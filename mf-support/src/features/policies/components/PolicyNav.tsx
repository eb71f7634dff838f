import { NavLink } from '@xingheng/shared/router';
import { supportDetailsPath } from '../../../paths';
import { POLICY_DOCS } from '../policyDocs';

/**
 * Navigation between the policy documents (SPEC §2 `/support/details/{id?}`): a side column on
 * wide screens, a row of tabs above the content at ≤768px (policy.css). The current document is
 * highlighted and marked `aria-current="page"`.
 */
export function PolicyNav() {
  return (
    <nav className="sup-nav" aria-label="政策与条款">
      <p className="sup-nav-heading">政策与条款</p>
      <ul className="sup-nav-list">
        {POLICY_DOCS.map((doc) => (
          <li key={doc.id}>
            <NavLink
              to={supportDetailsPath(doc.id)}
              end
              className={({ isActive }) =>
                isActive ? 'sup-nav-link sup-nav-link--active' : 'sup-nav-link'
              }
            >
              {doc.title}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
