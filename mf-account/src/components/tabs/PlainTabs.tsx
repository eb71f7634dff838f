import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useIsClient } from '@xingheng/shared/ui';
import './plainTabs.css';

/** One tab: its key, its label and what its panel shows. */
export interface PlainTab {
  key: string;
  label: string;
  children: ReactNode;
}

/**
 * Tabs in plain markup (WAI-ARIA tabs pattern), for pages whose first paint carries no antd (the
 * login card: antd's Tabs brings its overflow menu and dropdown, about 20 KB gzip). The tabs are
 * buttons (`role="tab"`) in a `tablist`; only the selected one is in the Tab order, and ←/→,
 * Home and End move the selection and the focus. Only the selected panel is rendered (a hidden
 * form keeps no state), labelled by its tab. Like antd's controls under `AppProviders`, the tabs
 * are disabled in the server's HTML and until the page is hydrated (a click then would be lost).
 * @param tabs the tabs, in order (at least one)
 * @param label the accessible name of the tab list
 * @param defaultKey the tab selected first (default: the first)
 */
export function PlainTabs({
  tabs,
  label,
  defaultKey,
}: {
  tabs: readonly PlainTab[];
  label: string;
  defaultKey?: string;
}) {
  const id = useId();
  const hydrated = useIsClient();
  const [selected, setSelected] = useState(defaultKey ?? tabs[0]?.key);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const current = tabs.find((tab) => tab.key === selected) ?? tabs[0];

  const select = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length];
    if (!tab) return;
    setSelected(tab.key);
    buttons.current.get(tab.key)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(next);
  };

  return (
    <div className="acc-tabs">
      <div className="acc-tabs-list" role="tablist" aria-label={label}>
        {tabs.map((tab, index) => {
          const active = tab.key === current?.key;
          return (
            <button
              key={tab.key}
              ref={(node) => {
                if (node) buttons.current.set(tab.key, node);
                else buttons.current.delete(tab.key);
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${tab.key}`}
              className="acc-tabs-tab"
              aria-selected={active}
              aria-controls={`${id}-panel-${tab.key}`}
              tabIndex={active ? 0 : -1}
              disabled={!hydrated}
              onClick={() => setSelected(tab.key)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {current && (
        <div
          role="tabpanel"
          id={`${id}-panel-${current.key}`}
          aria-labelledby={`${id}-tab-${current.key}`}
          className="acc-tabs-panel"
        >
          {current.children}
        </div>
      )}
    </div>
  );
}
