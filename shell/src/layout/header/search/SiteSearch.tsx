import { lazy, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useNavigate } from '@xingheng/shared/router';
import type { SearchResult } from '@xingheng/shared';
import { useIsClient } from '@xingheng/shared/ui';
import { ClearIcon, SearchIcon } from '../../icons/icons';
import { LazyPart } from '../../lazy/LazyPart';
import { Spinner } from '../../spinner/Spinner';
import { inShownOrder } from './groupResults';
import { useSearchFn } from './searchContext';
import { MAX_QUERY_LENGTH, type SearchFn } from './searchApi';
import { useSiteSearch } from './useSiteSearch';
import './search.css';

/** The panel's code (states, grouped results, highlighting), fetched on the box's first use. */
const loadPanel = () => import('./SearchPanel');
const SearchPanel = lazy(() => loadPanel().then((module) => ({ default: module.SearchPanel })));

/** Shown in the panel while its code loads (or if it cannot be loaded). */
const panelLoading = (
  <div className="shell-sitesearch-state" role="status">
    <Spinner /> <span className="shell-sitesearch-hint">加载中…</span>
  </div>
);

/** Props of `SiteSearch`. */
export interface SiteSearchProps {
  /** `header`: a dropdown under the box; `drawer`: full width, the panel in the flow below it. */
  variant?: 'header' | 'drawer';
  /** Overrides the search function of `SiteSearchProvider` (tests). */
  search?: SearchFn;
}

/**
 * The header's site search (SPEC §2 leaves it open; docs/api.md "Site search"): a combobox named
 * 站内搜索 (a plain input drawn like antd's, with a search icon and a clear button) whose panel
 * opens on focus or typing; the panel's code is fetched when the box is first pointed at or
 * focused, so it is not part of the first visit. Typing is debounced and only the latest answer is
 * shown (`useSiteSearch`); results are grouped by kind with the query marked. Keys: ↓/↑ move
 * through the results (wrapping), Enter opens the highlighted one (or the first), Escape closes
 * the panel. Choosing a result navigates to its `path` and clears and closes the box. Enter
 * while an input method is composing (Chinese pinyin) is left to the input method.
 */
export function SiteSearch({ variant = 'header', search }: SiteSearchProps) {
  const fromContext = useSearchFn();
  const hydrated = useIsClient();
  const navigate = useNavigate();
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { state, retry } = useSiteSearch(query, search ?? fromContext);
  const shown = state.status === 'done' ? inShownOrder(state.answer.results) : [];
  const count = shown.length;
  const activeIndex = active < count ? active : -1;
  const listShown = open && count > 0;

  const type = (next: string) => {
    setQuery(next);
    setActive(-1);
    setOpen(true);
  };
  const leave = () => {
    setQuery('');
    setActive(-1);
    setOpen(false);
  };
  const choose = (result: SearchResult) => {
    leave();
    void navigate(result.path);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.nativeEvent.isComposing) return;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      if (count === 0) return;
      const step = e.key === 'ArrowDown' ? 1 : -1;
      if (activeIndex < 0) setActive(step > 0 ? 0 : count - 1);
      else setActive((activeIndex + step + count) % count);
    } else if (e.key === 'Enter' && listShown) {
      e.preventDefault();
      const target = shown[Math.max(activeIndex, 0)];
      if (target) choose(target);
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      e.stopPropagation();
      setOpen(false);
      setActive(-1);
    }
  };

  const preload = () => void loadPanel().catch(() => undefined);

  const onBlur = (e: FocusEvent<HTMLDivElement>) => {
    if (!(e.relatedTarget instanceof Node && e.currentTarget.contains(e.relatedTarget))) {
      setOpen(false);
    }
  };

  return (
    <div className={`shell-sitesearch shell-sitesearch--${variant}`} onBlur={onBlur}>
      <span className="shell-sitesearch-box" onPointerEnter={preload}>
        <SearchIcon className="shell-sitesearch-icon" />
        <input
          ref={inputRef}
          type="text"
          className="shell-sitesearch-input"
          role="combobox"
          aria-label="站内搜索"
          aria-expanded={listShown}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={
            listShown && activeIndex >= 0 ? `${listId}-${activeIndex}` : undefined
          }
          placeholder="搜索产品、方案与新闻"
          value={query}
          // Read-only in the server's HTML and during hydration: typing would be lost.
          readOnly={!hydrated}
          maxLength={MAX_QUERY_LENGTH}
          autoComplete="off"
          onChange={(e) => type(e.target.value)}
          onFocus={() => {
            preload();
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
        />
        {query !== '' && (
          <button
            type="button"
            className="shell-sitesearch-clear"
            aria-label="清除"
            tabIndex={-1}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => {
              type('');
              inputRef.current?.focus();
            }}
          >
            <ClearIcon />
          </button>
        )}
      </span>
      {open && (
        // Keeps the focus in the box while the pointer picks an option or a chip.
        <div className="shell-sitesearch-panel" onMouseDown={(e) => e.preventDefault()}>
          <LazyPart fallback={panelLoading}>
            <SearchPanel
              state={state}
              listId={listId}
              active={activeIndex}
              onHover={setActive}
              onChoose={choose}
              onPick={(word) => {
                type(word);
                inputRef.current?.focus();
              }}
              onLeave={leave}
              onRetry={retry}
            />
          </LazyPart>
        </div>
      )}
    </div>
  );
}
