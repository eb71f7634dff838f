import { LINKS } from '@xingheng/shared';

/**
 * mf-support's addresses (SPEC §2): the URL patterns its router matches and the links it builds. The
 * one place they are written: `exposes/routes.tsx`, the pages' links and the tests use these. The
 * pages other sections link to (the support center, the policy documents) are spelled once in the
 * links of `@xingheng/shared`, and so are the pages of other sections mf-support links to.
 */
export const paths = {
  /** A policy document (9 隐私政策, 10 用户协议) or, without an id, their overview. */
  details: `${LINKS.supportDetails}/:id?`,
  /** 支持中心; query `category` (a `SupportCategoryKey`), `q` (search, 1–50 characters), `page`. */
  support: LINKS.support,
  /** 服务公告; query `type` (a `NoticeType`), `page`. */
  notices: '/notices',
  /** One notice (without an id: back to the list). */
  noticeDetails: '/notices/details/:id?',
  /** 问题反馈: the problem report form. */
  bugReport: '/notices/bugReport',
  /** 反馈查询; query `ticketNo` prefills the lookup. */
  bugResponse: '/notices/bugResponse',
  /** 电离层监测: the TEC map of China over the last 24 hours (loads ECharts). */
  iono: '/support/iono',
  /** 覆盖范围: the coverage map with the coordinate and region panels (loads ECharts). */
  map: '/support/map',
  /** 坐标查询: the coordinate panel of the coverage map on its own. */
  coordinateBox: '/support/map/component/coordinateBox',
  /** 地区查询: the province → city panel of the coverage map on its own. */
  regionBox: '/support/map/component/regionBox',
  /** The same page under SPEC §2's route name, which carries a trailing dot. */
  regionBoxDot: '/support/map/component/regionBox.',
} as const;

/** Pages mf-support links to outside its route group (site paths, SPEC §2). */
export const sitePaths = {
  home: LINKS.home,
  /** The support section's own home (its prefix). */
  support: paths.support,
} as const;

/**
 * A support document page (SPEC §2 `/support/details/{id?}`): a policy document or an article;
 * without an id, the overview of all policy documents.
 */
export { supportDetailsPath } from '@xingheng/shared';

/** `path?query` with only the non-empty values, in the given order. */
function withQuery(path: string, query: Record<string, string | number | null | undefined>) {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * The support center in a state (SPEC §2 `/support`); page 1, all categories and no search are
 * the defaults and stay out of the URL.
 * @param query `category` (a category key), `q` (search text), `page`
 * @returns e.g. `/support?category=faq&page=2`, `/support?q=RTK`, `/support`
 */
export function supportCenterPath(
  query: { category?: string | null; q?: string | null; page?: number } = {},
): string {
  const page = query.page !== undefined && query.page > 1 ? query.page : undefined;
  return withQuery(paths.support, { category: query.category, q: query.q, page });
}

/**
 * The notice list in a state (SPEC §2 `/notices`); page 1 and all types stay out of the URL.
 * @returns e.g. `/notices?type=maintenance&page=2`, `/notices`
 */
export function noticesPath(query: { type?: string | null; page?: number } = {}): string {
  const page = query.page !== undefined && query.page > 1 ? query.page : undefined;
  return withQuery(paths.notices, { type: query.type, page });
}

/**
 * One notice (SPEC §2 `/notices/details/{id}`).
 * @returns e.g. `/notices/details/3`
 */
export function noticeDetailsPath(id: number): string {
  return `/notices/details/${id}`;
}

/**
 * The report lookup (SPEC §2 `/notices/bugResponse`), prefilled with a ticket number when given.
 * @returns e.g. `/notices/bugResponse?ticketNo=BR20261124-7K3Q9D`, `/notices/bugResponse`
 */
export function bugResponsePath(ticketNo?: string): string {
  return withQuery(paths.bugResponse, { ticketNo });
}
