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

/**
 * Built-in slider captcha challenge (docs/api.md "Captcha"): a server-made picture with the notch
 * and look-alikes drawn in (`image`, a `data:image/png;base64` URL), the piece the user moves
 * (`pieceImage`, a transparent PNG of the notch's shape) and its geometry, in image pixels
 * (`pieceSize` square box, its top at `pieceTop`). The notch position is not in it as a number.
 */
export interface SliderChallenge {
  challengeId: string;
  image: string;
  pieceImage: string;
  imageWidth: number;
  imageHeight: number;
  pieceSize: number;
  pieceTop: number;
  expiresInSec: number;
}

/**
 * One point of a slider drag trace (docs/api.md "Captcha"): `t` ms since the interaction began,
 * `x` the handle's position 0–1, `by` what moved it (`pointer`: mouse, touch, pen; `key`).
 */
export interface SliderTracePoint {
  t: number;
  x: number;
  by: 'pointer' | 'key';
}

/** Answer of `POST /api/user/login/login`. */
export interface LoginResult {
  token: string;
}

/**
 * Answer of the SMS send endpoints (`/api/user/sms/send*Sms`, docs/api.md "SMS codes"): seconds
 * until the phone may get another SMS (the button's countdown) and the code's lifetime.
 */
export interface SmsSendResult {
  resendInSec: number;
  expiresInSec: number;
}

/** A news article with its body and neighbours (`/news/details/{id}`); `html` must be sanitized. */
export interface NewsDetail extends NewsSummary {
  html: string;
  /** The next older and newer articles (by `publishedAt`), or null at either end. */
  prev: { id: number; title: string } | null;
  next: { id: number; title: string } | null;
}

/** A price plan of a service: SPEC §3 `serverType` and `durationUnit` codes; price in fen (分). */
export interface ServicePlan {
  id: number;
  serverType: number;
  durationUnit: number;
  duration: number;
  priceCents: number;
}

/** NTRIP access of a service: caster host, one port per coordinate frame, RTCM messages. */
export interface NtripAccess {
  caster: string;
  ports: { frame: string; port: number }[];
  messages: string;
}

/** The full description of a correction service (`/productSolution/services/details/{id}`). */
export interface ServiceDetail extends ServiceProduct {
  tagline: string;
  /** Paragraphs of plain text. */
  description: string[];
  accuracy: { horizontal: string; vertical: string };
  convergence: string;
  coverage: string;
  /** Coordinate frames, e.g. `CGCS2000`, `WGS84`, `ITRF2020`. */
  frames: string[];
  ntrip: NtripAccess;
  sdk: string;
  plans: ServicePlan[];
}

/** A job opening; `kind` `social` (experienced hires) or `campus` (graduates). */
export interface JobPosting {
  id: number;
  title: string;
  category: string;
  city: string;
  kind: 'social' | 'campus';
  headcount: number;
  publishedAt: string;
  responsibilities: string[];
  requirements: string[];
}

/** Answer of the jobs list: the filtered openings and the filter values available. */
export interface JobList {
  list: JobPosting[];
  cities: string[];
  categories: string[];
}

/** The cooperation form of `/partner`. */
export interface PartnerApplication {
  company: string;
  contact: string;
  phone: string;
  email?: string;
  cooperationType: 'reseller' | 'integrator' | 'technology' | 'industry';
  region?: string;
  message: string;
}

/** A terms document of `/terms/{slug}`; `html` must be sanitized. */
export interface TermsDoc {
  slug: string;
  title: string;
  updatedAt: string;
  html: string;
}

/**
 * One site-search hit: `path` is a site path; `snippet` plain text around the first match. `kind`:
 * a marketing page, a news article, a service, a support article (`/support/details/{id}`) or a
 * terms document.
 */
export interface SearchResult {
  kind: 'page' | 'news' | 'service' | 'support' | 'doc';
  path: string;
  title: string;
  snippet: string;
}

/** Answer of `GET /api/web/search`. */
export interface SearchAnswer {
  q: string;
  total: number;
  results: SearchResult[];
}
