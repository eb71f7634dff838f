import type { SearchResult } from '@xingheng/shared';
import { Highlighted } from '@xingheng/shared/ui';
import { groupResults } from './groupResults';

/** Props of `SearchResults`. */
export interface SearchResultsProps {
  /** The listbox id (the combobox's `aria-controls`); options are `${id}-${index}`. */
  id: string;
  results: readonly SearchResult[];
  query: string;
  /** Index (in the order shown) of the highlighted option, -1 for none. */
  active: number;
  onHover: (index: number) => void;
  onChoose: (result: SearchResult) => void;
}

/**
 * The results listbox: groups 页面 / 新闻 / 服务 / 文档, each option the title and snippet with
 * the query marked (the option is named by its title and described by its snippet). The input
 * keeps focus (the combobox pattern): options are chosen by click or by the input's arrow keys
 * and Enter.
 */
export function SearchResults({
  id,
  results,
  query,
  active,
  onHover,
  onChoose,
}: SearchResultsProps) {
  return (
    <ul id={id} role="listbox" aria-label="搜索结果" className="shell-sitesearch-list">
      {groupResults(results).map((group) => (
        <li key={group.kind} role="presentation">
          <div id={`${id}-${group.kind}`} className="shell-sitesearch-group" aria-hidden="true">
            {group.label}
          </div>
          <ul
            role="group"
            aria-labelledby={`${id}-${group.kind}`}
            className="shell-sitesearch-items"
          >
            {group.items.map(({ result, index }) => (
              <li
                key={`${result.kind}:${result.path}`}
                id={`${id}-${index}`}
                role="option"
                aria-selected={index === active}
                aria-label={result.title}
                aria-describedby={result.snippet ? `${id}-${index}-snippet` : undefined}
                className="shell-sitesearch-option"
                onMouseEnter={() => onHover(index)}
                onClick={() => onChoose(result)}
              >
                <span className="shell-sitesearch-title">
                  <Highlighted
                    text={result.title}
                    query={query}
                    markClassName="shell-sitesearch-mark"
                  />
                </span>
                {result.snippet && (
                  <span id={`${id}-${index}-snippet`} className="shell-sitesearch-snippet">
                    <Highlighted
                      text={result.snippet}
                      query={query}
                      markClassName="shell-sitesearch-mark"
                    />
                  </span>
                )}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
