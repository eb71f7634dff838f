/** One entry of a pager: a page number, or a jump over the hidden pages (`•••`). */
export type PagerItem =
  | { kind: 'page'; page: number }
  | { kind: 'jump'; direction: 'prev' | 'next'; page: number };

/** Pages shown on each side of the current one (antd `Pagination` with `showLessItems`). */
const BUFFER = 1;

/** Pages a jump (`•••`) moves by (antd with `showLessItems`). */
export const JUMP = 3;

/**
 * The entries of a pager between 上一页 and 下一页, as antd's `Pagination showLessItems` lays them
 * out: every page when there are at most 5, else the first and last pages, the current page with
 * one neighbour each side, and a jump of 3 pages (`•••`) where pages are hidden.
 * @param current the current page (1-based)
 * @param pageCount the number of pages (≥ 1)
 * @returns e.g. for page 5 of 10: `1 ‹•••› 4 5 6 ‹•••› 10`
 */
export function pagerItems(current: number, pageCount: number): PagerItem[] {
  const page = (n: number): PagerItem => ({ kind: 'page', page: n });
  if (pageCount <= 3 + BUFFER * 2) {
    return Array.from({ length: pageCount }, (_, index) => page(index + 1));
  }
  let left = Math.max(1, current - BUFFER);
  let right = Math.min(pageCount, current + BUFFER);
  if (current - 1 <= BUFFER) right = 1 + BUFFER * 2;
  if (pageCount - current <= BUFFER) left = pageCount - BUFFER * 2;
  const items: PagerItem[] = [];
  for (let n = left; n <= right; n += 1) items.push(page(n));
  if (current - 1 >= BUFFER * 2 && current !== 1 + 2) {
    items.unshift({ kind: 'jump', direction: 'prev', page: Math.max(1, current - JUMP) });
  }
  if (pageCount - current >= BUFFER * 2 && current !== pageCount - 2) {
    items.push({ kind: 'jump', direction: 'next', page: Math.min(pageCount, current + JUMP) });
  }
  if (left !== 1) items.unshift(page(1));
  if (right !== pageCount) items.push(page(pageCount));
  return items;
}
