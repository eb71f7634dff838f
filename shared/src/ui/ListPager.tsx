import type { ReactNode } from 'react';
import { Link } from '@xingheng/shared/router';
import { pagerItems, JUMP, type PagerItem } from './pagerItems';
import './listPager.css';

/** The page data a pager needs: a `Paged<T>` of the API. */
interface PagerPage {
  page: number;
  pageSize: number;
  total: number;
}

/** Props of {@link ListPager}: with `hrefOf` the pages are links, else buttons calling `onChange`. */
export type ListPagerProps = {
  page: PagerPage;
  className: string;
} & (
  | { hrefOf: (page: number) => string; onChange?: never }
  | { onChange: (page: number) => void; hrefOf?: never }
);

const ARROW = {
  prev: 'M724 218.3V141c0-6.7-7.7-10.4-12.9-6.3L260.3 486.8a31.86 31.86 0 000 50.3l450.8 352.1c5.3 4.1 12.9.4 12.9-6.3v-77.3c0-4.9-2.3-9.6-6.1-12.6l-360-281 360-281.1c3.8-3 6.1-7.7 6.1-12.6z',
  next: 'M765.7 486.8L314.9 134.7A7.97 7.97 0 00302 141v77.3c0 4.9 2.3 9.6 6.1 12.6l360 281.1-360 281.1c-3.9 3-6.1 7.7-6.1 12.6V883c0 6.7 7.7 10.4 12.9 6.3l450.8-352.1a31.96 31.96 0 000-50.4z',
};

/** antd's left/right arrow (`LeftOutlined`, `RightOutlined`), decorative. */
function Arrow({ direction }: { direction: 'prev' | 'next' }) {
  return (
    <svg viewBox="64 64 896 896" width="1em" height="1em" fill="currentColor" aria-hidden="true">
      <path d={ARROW[direction]} />
    </svg>
  );
}

/** What one entry says to a screen reader and in its tooltip. */
function titleOf(item: PagerItem | { kind: 'step'; direction: 'prev' | 'next' }): string {
  if (item.kind === 'page') return String(item.page);
  if (item.kind === 'jump')
    return item.direction === 'prev' ? `向前 ${JUMP} 页` : `向后 ${JUMP} 页`;
  return item.direction === 'prev' ? '上一页' : '下一页';
}

/**
 * The pager under a paged list (news, support articles, notices) in plain markup, drawn like
 * antd's `Pagination` (centred, no size changer, `showLessItems`: the first and last pages, the
 * current one with a neighbour each side, `•••` jumps of 3), hidden when everything fits on one
 * page. With `hrefOf` every page is a link to its own address, so paging works before the page is
 * hydrated and with the keyboard like any link; with `onChange` the pages are buttons. The
 * current page is marked `aria-current="page"`; 上一页 / 下一页 are disabled at either end.
 * @param page the list's `page` (1-based), `pageSize` and `total` (a `Paged<T>` of the API)
 * @param hrefOf the address of a page number (1-based), e.g. `(n) => noticesPath({ page: n })`
 * @param onChange called with the chosen page number (1-based), when the pages are buttons
 * @param className the app's class for its spacing, e.g. `sup-pager`
 */
export function ListPager({ page, className, hrefOf, onChange }: ListPagerProps) {
  const pageCount = Math.max(1, Math.ceil(page.total / page.pageSize));
  if (pageCount <= 1) return null;
  const current = Math.min(Math.max(1, page.page), pageCount);

  /** A click anywhere in an item of a button pager (its button, or the item itself). */
  const choose = (to: number) => (onChange ? () => onChange(to) : undefined);

  const target = (to: number, label: string, content: ReactNode, isCurrent = false) => {
    const aria = { 'aria-label': label, 'aria-current': isCurrent ? ('page' as const) : undefined };
    return hrefOf ? (
      <Link className="xh-pager-link" to={hrefOf(to)} {...aria}>
        {content}
      </Link>
    ) : (
      // The item's click handler (below) chooses the page, as antd's list items do.
      <button type="button" className="xh-pager-link" {...aria}>
        {content}
      </button>
    );
  };

  const step = (direction: 'prev' | 'next') => {
    const to = direction === 'prev' ? current - 1 : current + 1;
    const title = titleOf({ kind: 'step', direction });
    const disabled = to < 1 || to > pageCount;
    return (
      <li
        title={title}
        className={`xh-pager-step${disabled ? ' xh-pager-step--disabled' : ''}`}
        onClick={disabled ? undefined : choose(to)}
      >
        {disabled ? (
          <span className="xh-pager-link" aria-hidden="true">
            <Arrow direction={direction} />
          </span>
        ) : (
          target(to, title, <Arrow direction={direction} />)
        )}
      </li>
    );
  };

  return (
    <nav className={`xh-pager ${className}`} aria-label="分页">
      <ul className="xh-pager-list">
        {step('prev')}
        {pagerItems(current, pageCount).map((item) => {
          const title = titleOf(item);
          if (item.kind === 'jump') {
            return (
              <li
                key={`jump-${item.direction}`}
                title={title}
                className="xh-pager-jump"
                onClick={choose(item.page)}
              >
                {target(item.page, title, '•••')}
              </li>
            );
          }
          const isCurrent = item.page === current;
          return (
            <li
              key={item.page}
              title={title}
              className={isCurrent ? 'xh-pager-item xh-pager-item--active' : 'xh-pager-item'}
              onClick={choose(item.page)}
            >
              {target(item.page, `第 ${item.page} 页`, item.page, isCurrent)}
            </li>
          );
        })}
        {step('next')}
      </ul>
    </nav>
  );
}
