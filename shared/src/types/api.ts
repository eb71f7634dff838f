/**
 * Wire types of the `/api` contract (SPEC §3, §7). Field names are the spec's.
 */

/** The envelope of every JSON answer: success when `code` is 0 or 200 (SPEC §7). */
export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/** A header menu item, up to three levels (SPEC §2, §3). `tag`: `HOT`, `NEW`, other text or null. */
export interface MenuItem {
  id: number;
  name: string;
  url: string;
  tag: string | null;
  children?: MenuItem[];
}

/**
 * A correction service product (SPEC §3: only `id` is specified; the rest is ours).
 * `serverType`: 1 sub-metre, 2 centimetre (SPEC §3 lookup). `connectType`: 1 NTRIP or SDK.
 */
export interface ServiceProduct {
  id: number;
  name: string;
  summary: string;
  serverType: number;
  connectType: number;
}

/** A home-page banner (SPEC §7 `getIndexBanner`, fields ours). `link` is a site path. */
export interface Banner {
  id: number;
  title: string;
  subtitle: string;
  link: string;
  theme: string;
}

/** A hardware list item (SPEC §7 `/api/web/index/list`, fields ours). `slug` is the route name. */
export interface HardwareItem {
  id: number;
  slug: string;
  name: string;
  category: string;
  summary: string;
}

/** User info (SPEC §3: `phone` and `countNoPayServerOrder` are read by the header). */
export interface UserInfo {
  phone: string;
  nickname?: string;
  countNoPayServerOrder: number;
}

/** Result of a slider captcha (SPEC §3, §5). */
export interface CaptchaResult {
  ret: number;
  ticket: string;
  randstr: string;
}

/** A page of a list endpoint. `page` starts at 1. */
export interface Paged<T> {
  list: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** A news list item. `publishedAt` is an ISO date (`2026-10-18`). */
export interface NewsSummary {
  id: number;
  title: string;
  summary: string;
  category: string;
  source: string;
  publishedAt: string;
}

/** A support document (9 privacy policy, 10 terms of use): `html` is rich text, sanitize it. */
export interface SupportDoc {
  id: number;
  title: string;
  updatedAt: string;
  html: string;
}

/** Built-in slider captcha challenge: `target` and `tolerance` are fractions of the track (0–1). */
export interface SliderChallenge {
  challengeId: string;
  target: number;
  tolerance: number;
  expiresInSec: number;
}

/** Answer of `POST /api/user/login/login`. */
export interface LoginResult {
  token: string;
}
