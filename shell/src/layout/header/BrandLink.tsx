import { Link } from '@xingheng/shared/router';
import { LINKS, SITE } from '@xingheng/shared';

/**
 * The home link of the header (SPEC §2): an inline SVG mark (an orbit around a positioning fix)
 * and the brand name, linking to `/`.
 */
export function BrandLink() {
  return (
    <Link to={LINKS.home} className="shell-brand" aria-label={`${SITE.brand} 首页`}>
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <circle cx="16" cy="16" r="15" fill="#1663ff" />
        <ellipse
          cx="16"
          cy="16"
          rx="12"
          ry="5"
          fill="none"
          stroke="#fff"
          strokeWidth="1.6"
          transform="rotate(-30 16 16)"
        />
        <circle cx="16" cy="16" r="3.2" fill="#fff" />
        <circle cx="25.5" cy="10.5" r="1.8" fill="#ffd166" />
      </svg>
      <span className="shell-brand-name">{SITE.brand}</span>
    </Link>
  );
}
