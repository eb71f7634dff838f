import type { SearchResult } from '@xingheng/shared';
import { KIND_LABELS } from './searchApi';

/** One group of the dropdown: the kind's heading and its results with their overall index. */
export interface ResultGroup {
  kind: SearchResult['kind'];
  label: string;
  items: Array<{ result: SearchResult; index: number }>;
}

/**
 * Groups results by kind in the order 页面 / 新闻 / 服务 / 支持中心 / 文档, keeping the API's ranking inside
 * each group; `index` numbers the results in the order shown (the keyboard's order).
 * @param results the API's results
 * @returns the non-empty groups
 */
export function groupResults(results: readonly SearchResult[]): ResultGroup[] {
  const kinds = Object.keys(KIND_LABELS) as Array<SearchResult['kind']>;
  let index = 0;
  return kinds
    .map((kind) => ({
      kind,
      label: KIND_LABELS[kind],
      items: results.filter((r) => r.kind === kind).map((result) => ({ result, index: index++ })),
    }))
    .filter((group) => group.items.length > 0);
}

/**
 * The results in the order the dropdown shows them (group by group), the order of `index`.
 * @param results the API's results
 */
export function inShownOrder(results: readonly SearchResult[]): SearchResult[] {
  return groupResults(results).flatMap((group) => group.items.map((item) => item.result));
}
