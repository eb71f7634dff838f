/**
 * Wire types of the support section (SPEC §2 `/support*`, `/notices*`; the payloads are ours:
 * docs/api.md "Support center", "Notices", "Problem reports", "Ionosphere", "Coverage").
 * Instants are epoch milliseconds unless named `…Date` (an ISO `YYYY-MM-DD`, Beijing time).
 */
import type { Paged } from './api';

/** Support article categories, key → label (the `/support` tabs). */
export const SUPPORT_CATEGORIES = {
  guide: '产品指南',
  access: 'SDK 与 NTRIP 接入',
  faq: '常见问题',
  policy: '政策条款',
} as const;
export type SupportCategoryKey = keyof typeof SUPPORT_CATEGORIES;

/** A category with its one-line description and how many articles it holds. */
export interface SupportCategory {
  key: SupportCategoryKey;
  name: string;
  description: string;
  count: number;
}

/** An article in a list (`GET /api/web/support/list`). */
export interface SupportArticleSummary {
  id: number;
  title: string;
  category: SupportCategoryKey;
  summary: string;
  updatedDate: string;
}

/**
 * `GET /api/web/support/list?category=&q=&page=&pageSize=` answers `Paged<SupportArticleSummary>`;
 * `q` (1–50 characters) searches titles, summaries and text within support only.
 */
export type SupportArticlePage = Paged<SupportArticleSummary>;

/**
 * `GET /api/web/support/details/:id`: an article with its sanitised HTML (rendered with
 * DOMPurify on the page) and up to 4 related articles of its category. 9 is the privacy policy,
 * 10 the terms of use (category `policy`).
 */
export interface SupportArticle extends SupportArticleSummary {
  html: string;
  related: SupportArticleSummary[];
}

/** Notice types, key → label (`/notices` filter). */
export const NOTICE_TYPES = {
  maintenance: '维护公告',
  change: '服务变更',
  release: '版本发布',
  security: '安全公告',
} as const;
export type NoticeType = keyof typeof NOTICE_TYPES;

/** A notice in the list (`GET /api/web/notices/list?type=&page=&pageSize=`, newest first). */
export interface NoticeSummary {
  id: number;
  title: string;
  type: NoticeType;
  summary: string;
  publishedDate: string;
}

/** `GET /api/web/notices/:id`: a notice with its HTML and its neighbours in time. */
export interface NoticeDetail extends NoticeSummary {
  html: string;
  prev: { id: number; title: string } | null;
  next: { id: number; title: string } | null;
}

/** Problem report categories, key → label. */
export const BUG_REPORT_CATEGORIES = {
  service: '定位服务异常',
  device: '硬件设备故障',
  account: '账号与订单',
  website: '网站问题',
  other: '其他',
} as const;
export type BugReportCategory = keyof typeof BUG_REPORT_CATEGORIES;

/** Problem report statuses, key → label. */
export const BUG_REPORT_STATUS = {
  received: '已受理',
  in_progress: '处理中',
  answered: '已答复',
  closed: '已关闭',
} as const;
export type BugReportStatus = keyof typeof BUG_REPORT_STATUS;

/** Limits of a problem report, enforced by the form and, authoritatively, the API. */
export const BUG_REPORT_LIMITS = {
  /** Characters of the description. */
  description: { min: 10, max: 2000 },
  /** Characters of `subject` (the service or device concerned). */
  subject: { min: 2, max: 100 },
  /** Attachments per report. */
  attachments: 3,
  /** Bytes of one attachment (the decoded file). */
  attachmentBytes: 2 * 1024 * 1024,
  /** Content types accepted, checked by the file's content on the server. */
  attachmentTypes: ['image/png', 'image/jpeg', 'text/plain'] as const,
} as const;

/** An attachment as sent: file name, declared type, base64 content (checked by content). */
export interface BugReportAttachmentInput {
  name: string;
  contentType: string;
  data: string;
}

/**
 * `POST /api/web/bugReport` (login optional: with a token the report is also listed as the
 * user's own). `contact` is a mainland mobile number or an e-mail address.
 */
export interface BugReportInput {
  category: BugReportCategory;
  subject: string;
  description: string;
  contact: string;
  attachments: BugReportAttachmentInput[];
}

/** Answer of `POST /api/web/bugReport`: the ticket number, e.g. `BR20261124-7K3Q9D`. */
export interface BugReportCreated {
  ticketNo: string;
}

/** A report in a list (`GET /api/web/bugReport/mine`). */
export interface BugReportSummary {
  ticketNo: string;
  category: BugReportCategory;
  subject: string;
  status: BugReportStatus;
  createdAt: number;
  updatedAt: number;
}

/** One answer from support (operators answer with `npm run reports -- answer`). */
export interface BugReportAnswer {
  text: string;
  at: number;
}

/**
 * `GET /api/web/bugReport/lookup?ticketNo=&contact=` (anyone: the contact must match, else the
 * same 404 as an unknown ticket) and the user's own reports: the report, its attachments (name,
 * type, size in bytes; never served back as HTML) and the answers, oldest first.
 */
export interface BugReportDetail extends BugReportSummary {
  description: string;
  /** The contact, masked (`138****8000`, `z***@example.com`). */
  contactMasked: string;
  attachments: { name: string; contentType: string; size: number }[];
  answers: BugReportAnswer[];
}

/** Ionosphere activity levels, key → label (`/support/iono`). */
export const IONO_ACTIVITY = {
  quiet: '平静',
  normal: '正常',
  active: '活跃',
  disturbed: '扰动',
} as const;
export type IonoActivity = keyof typeof IONO_ACTIVITY;

/**
 * `GET /api/web/iono/grid?time=` (epoch ms on a 30-minute step within the last 24 hours; default
 * the latest step): vertical TEC over 70–140°E, 15–55°N on a 2.5° grid, in TECU, from the
 * documented model (labelled as model data on the page). `values[i][j]` is at `lats[i]`, `lons[j]`.
 */
export interface IonoGrid {
  time: number;
  /** The model's name and version, e.g. `星衡电离层模型 XH-TEC 1.0（模型数据）`. */
  model: string;
  lons: number[];
  lats: number[];
  values: number[][];
  unit: 'TECU';
  maxTec: number;
  activity: IonoActivity;
  /** What the activity means for fixing time, in plain Chinese. */
  advice: string;
  /** Whether the model's disturbance switch is on. */
  disturbed: boolean;
}

/** `GET /api/web/iono/times`: the 49 selectable times (oldest first) and the latest. */
export interface IonoTimes {
  times: number[];
  latest: number;
}

/** Coordinate frames accepted by the coverage lookup. */
export type CoordinateFrame = 'WGS84' | 'CGCS2000';

/** A service whose coverage the map shows (6 Locate-CM centimetre, 7 Locate-DM sub-metre). */
export interface CoverageService {
  serviceId: number;
  name: string;
  serverType: number;
}

/** A city (GB/T 2260 code) and the services covering it. */
export interface CoverageCity {
  code: string;
  name: string;
  /** Centre [longitude, latitude], degrees. */
  center: [number, number];
  serviceIds: number[];
}

/** A province with, per service, `full`, `partial` or `none`, and its cities. */
export interface CoverageProvince {
  code: string;
  name: string;
  levels: { serviceId: number; level: 'full' | 'partial' | 'none' }[];
  cities: CoverageCity[];
}

/** `GET <coverage host>/coverage/regions`: the services and every province's coverage. */
export interface CoverageRegions {
  services: CoverageService[];
  provinces: CoverageProvince[];
}

/**
 * `GET <coverage host>/coverage/lookup?lng=&lat=&frame=` (decimal degrees; out of range → 400
 * with a Chinese message): where the point is and, per service, whether it is covered and the
 * nearest covered city (null when the point itself is covered).
 */
export interface CoverageLookup {
  position: { lng: number; lat: number; frame: CoordinateFrame };
  province: { code: string; name: string } | null;
  city: { code: string; name: string } | null;
  services: {
    serviceId: number;
    name: string;
    covered: boolean;
    nearest: { code: string; name: string; provinceName: string; distanceKm: number } | null;
  }[];
}
