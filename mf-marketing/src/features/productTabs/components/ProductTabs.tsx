import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from '@xingheng/shared/router';
import { searchForTab, tabFromSearch, TAB_KEYS, type TabKey } from '../tabParam';
import { HardwareTab } from './HardwareTab';
import { SolutionsTab } from './SolutionsTab';
import './productTabs.css';

/** Each tab's label (SPEC §2). */
const LABELS: Record<TabKey, string> = {
  '1': '高精度定位服务',
  '2': 'GNSS 与 IMU 硬件',
  '3': '更多行业方案',
};

/** The next tab for an arrow, Home or End key (wrapping), `undefined` for any other key. */
function tabForKey(key: string, current: TabKey): TabKey | undefined {
  const index = TAB_KEYS.indexOf(current);
  const last = TAB_KEYS.length - 1;
  const to =
    key === 'ArrowRight'
      ? (index + 1) % TAB_KEYS.length
      : key === 'ArrowLeft'
        ? (index + last) % TAB_KEYS.length
        : key === 'Home'
          ? 0
          : key === 'End'
            ? last
            : undefined;
  return to === undefined ? undefined : TAB_KEYS[to];
}

/**
 * The three tabs of `/productSolution` (SPEC §2): 1 高精度定位服务, 2 GNSS 与 IMU 硬件,
 * 3 更多行业方案. Each tab is a link to its own `?tab=` address (`searchForTab`: tab 1 removes the
 * parameter, other parameters kept), so a tab clicked before the page has hydrated loads that tab
 * from the server, and after hydration the router switches it without a reload, pushing a history
 * entry (Back and Forward switch tabs) and keeping the scroll position. The selected tab is read
 * from the URL (`tabFromSearch`). WAI-ARIA tabs: `tablist`, `tab` with `aria-selected` and
 * `aria-controls`, one `tabpanel` labelled by its tab; only the selected tab is in the Tab order,
 * and ←/→/Home/End move to and open another tab.
 * @param servicesTab the content of tab 1, composed by the route from the services feature (the
 *   service catalogue), so this feature does not import another one
 */
export function ProductTabs({ servicesTab }: { servicesTab: ReactNode }) {
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const active = tabFromSearch(searchParams);
  const tabs = useRef(new Map<TabKey, HTMLAnchorElement>());
  const addressOf = (tab: TabKey) => {
    const search = searchForTab(tab, searchParams).toString();
    return { pathname, search: search ? `?${search}` : '' };
  };
  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>) => {
    // From the tab that has the focus: a key pressed before the last switch has rendered moves on
    // from where the focus is, not from the tab still shown as selected.
    const from = TAB_KEYS.find((tab) => tabs.current.get(tab) === event.currentTarget) ?? active;
    const next = tabForKey(event.key, from);
    if (!next) return;
    event.preventDefault();
    tabs.current.get(next)?.focus();
    void navigate(addressOf(next), { preventScrollReset: true });
  };
  const panels: Record<TabKey, ReactNode> = {
    '1': servicesTab,
    '2': <HardwareTab />,
    '3': <SolutionsTab />,
  };
  return (
    <div className="mkt-tabs">
      <div className="mkt-tabs__list" role="tablist" aria-label="产品与解决方案分类">
        {TAB_KEYS.map((tab) => (
          <Link
            key={tab}
            ref={(element) => {
              if (element) tabs.current.set(tab, element);
              else tabs.current.delete(tab);
            }}
            id={`product-tab-${tab}`}
            role="tab"
            className="mkt-tabs__tab"
            aria-selected={tab === active}
            aria-controls="product-tab-panel"
            tabIndex={tab === active ? 0 : -1}
            to={addressOf(tab)}
            preventScrollReset
            onKeyDown={onKeyDown}
          >
            {LABELS[tab]}
          </Link>
        ))}
      </div>
      <div
        id="product-tab-panel"
        className="mkt-tabs__panel"
        role="tabpanel"
        aria-labelledby={`product-tab-${active}`}
      >
        {panels[active]}
      </div>
    </div>
  );
}
