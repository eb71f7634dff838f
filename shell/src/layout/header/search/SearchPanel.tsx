import { Link } from '@xingheng/shared/router';
import { LINKS, SITE, type SearchResult } from '@xingheng/shared';
import { POPULAR_SEARCHES } from './searchApi';
import { Spinner } from '../../spinner/Spinner';
import { SearchResults } from './SearchResults';
import type { SearchState } from './useSiteSearch';

/** Props of `SearchPanel`. */
export interface SearchPanelProps {
  state: SearchState;
  /** The results listbox id. */
  listId: string;
  active: number;
  onHover: (index: number) => void;
  onChoose: (result: SearchResult) => void;
  /** Fills the box with a popular search. */
  onPick: (query: string) => void;
  /** Leaves the search (a link in the panel was followed). */
  onLeave: () => void;
  onRetry: () => void;
}

/**
 * The dropdown's content for each state of the search, loaded with the panel on the box's first
 * focus (`SiteSearch`): empty box → a hint and popular searches;
 * loading → a spinner; failure → 搜索暂时不可用 with 重试; no result → a link to /news and the
 * phone; results → the grouped listbox and, when the API found more than it returned,
 * "共 N 条结果".
 */
export function SearchPanel(props: SearchPanelProps) {
  const { state } = props;
  if (state.status === 'idle') {
    return (
      <div className="shell-sitesearch-state">
        <p className="shell-sitesearch-hint">输入关键词，搜索产品、解决方案与新闻</p>
        <div className="shell-sitesearch-chips" role="group" aria-label="热门搜索">
          {POPULAR_SEARCHES.map((word) => (
            <button
              key={word}
              type="button"
              className="shell-sitesearch-chip"
              onClick={() => props.onPick(word)}
            >
              {word}
            </button>
          ))}
        </div>
      </div>
    );
  }
  if (state.status === 'loading') {
    return (
      <div className="shell-sitesearch-state" role="status">
        <Spinner /> <span className="shell-sitesearch-hint">正在搜索“{state.q}”…</span>
      </div>
    );
  }
  if (state.status === 'error') {
    return (
      <div className="shell-sitesearch-state" role="alert">
        <p className="shell-sitesearch-hint">搜索暂时不可用，请稍后重试</p>
        <button type="button" className="shell-sitesearch-chip" onClick={props.onRetry}>
          重试
        </button>
      </div>
    );
  }
  const { results, total } = state.answer;
  if (results.length === 0) {
    return (
      <div className="shell-sitesearch-state" role="status">
        <p className="shell-sitesearch-none">未找到与“{state.q}”相关的内容</p>
        <p className="shell-sitesearch-hint">
          换个关键词试试，或浏览
          <Link to={LINKS.news} onClick={props.onLeave}>
            新闻动态
          </Link>
          ；也可致电 <a href={`tel:${SITE.phone.replace(/-/g, '')}`}>{SITE.phone}</a>（
          {SITE.phoneHours}）咨询。
        </p>
      </div>
    );
  }
  return (
    <>
      <SearchResults
        id={props.listId}
        results={results}
        query={state.q}
        active={props.active}
        onHover={props.onHover}
        onChoose={props.onChoose}
      />
      {total > results.length && (
        <p className="shell-sitesearch-footer">
          共 {total} 条结果，已显示最相关的 {results.length} 条
        </p>
      )}
    </>
  );
}
