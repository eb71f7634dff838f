import { Link } from '@xingheng/shared/router';
import {
  SUPPORT_CATEGORIES,
  type SupportCategory,
  type SupportCategoryKey,
} from '@xingheng/shared';
import { PlainIcon } from '@xingheng/shared/ui';
import { supportCenterPath } from '../../../paths';
import { CATEGORY_ICONS } from './categoryIcons';
import '../articles.css';

/** The categories to show: the API's, or the lookup's names when they could not be loaded. */
function cardsOf(categories: SupportCategory[] | null): SupportCategory[] {
  if (categories && categories.length > 0) return categories;
  return (Object.keys(SUPPORT_CATEGORIES) as SupportCategoryKey[]).map((key) => ({
    key,
    name: SUPPORT_CATEGORIES[key],
    description: '',
    count: -1,
  }));
}

/**
 * The category cards of `/support` (SPEC §2: product guides, SDK and NTRIP access, FAQ, policies):
 * each a link to `/support?category=<key>` with its description and article count; the selected
 * one is marked `aria-current="page"`.
 * @param categories `GET /api/web/support/categories`, or null when it failed (names only)
 * @param current the selected category, `null` for all
 */
export function CategoryCards({
  categories,
  current,
}: {
  categories: SupportCategory[] | null;
  current: SupportCategoryKey | null;
}) {
  return (
    <nav className="sup-cats" aria-label="文档分类">
      <ul className="sup-cats-list">
        {cardsOf(categories).map((category) => {
          const active = category.key === current;
          return (
            <li key={category.key}>
              <Link
                to={supportCenterPath({ category: category.key })}
                className={active ? 'sup-cat sup-cat--active' : 'sup-cat'}
                aria-current={active ? 'page' : undefined}
              >
                <span className="sup-cat-icon" aria-hidden="true">
                  <PlainIcon icon={CATEGORY_ICONS[category.key]} />
                </span>
                <span className="sup-cat-name">{category.name}</span>
                {category.description && (
                  <span className="sup-cat-desc">{category.description}</span>
                )}
                {category.count >= 0 && <span className="sup-cat-count">{category.count} 篇</span>}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
