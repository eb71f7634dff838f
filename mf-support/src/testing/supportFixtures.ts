/**
 * Test data of the support pages (wire types of `@xingheng/shared` support.ts; figures
 * illustrative). Tests only.
 */
import type {
  BugReportDetail,
  BugReportSummary,
  NoticeDetail,
  NoticeSummary,
  Paged,
  SupportArticle,
  SupportArticleSummary,
  SupportCategory,
} from '@xingheng/shared';

/** The store state of a logged-in visitor. */
export const LOGGED_IN = {
  auth: {
    authenticated: 'token-abc',
    userInfo: { phone: '13800138000', countNoPayServerOrder: 0 },
    httpIP: '',
  },
};

/** The four categories with descriptions and counts. */
export const CATEGORIES: SupportCategory[] = [
  { key: 'guide', name: '产品指南', description: '服务开通、终端配置与使用说明', count: 5 },
  {
    key: 'access',
    name: 'SDK 与 NTRIP 接入',
    description: 'NTRIP 挂载点、SDK 集成与示例',
    count: 4,
  },
  { key: 'faq', name: '常见问题', description: '固定解、收敛时间与账号问题', count: 5 },
  { key: 'policy', name: '政策条款', description: '隐私政策与用户协议', count: 2 },
];

/** A support article summary. */
export function articleSummary(
  overrides: Partial<SupportArticleSummary> = {},
): SupportArticleSummary {
  return {
    id: 11,
    title: 'Locate-CM 快速入门',
    category: 'guide',
    summary: '开通厘米级服务后，通过 NTRIP 连接播发服务器并获得固定解的步骤。',
    updatedDate: '2026-10-12',
    ...overrides,
  };
}

/** Page `page` of `total` articles, 10 a page. */
export function articlePage(
  list: SupportArticleSummary[],
  total = list.length,
  page = 1,
): Paged<SupportArticleSummary> {
  return { list, total, page, pageSize: 10 };
}

/** A guide article with two related ones and a body that tries to run a script. */
export const GUIDE_ARTICLE: SupportArticle = {
  ...articleSummary(),
  html:
    '<h2>一、开通服务</h2><p>在用户中心购买 Locate-CM 后获得服务账号。</p>' +
    '<p>开始<script>window.stolen = 1</script>中间<img src="x" onerror="window.stolen = 2" alt="示意图">结束</p>',
  related: [
    articleSummary({
      id: 12,
      title: 'Locate-DM 亚米级服务快速入门',
      summary: '亚米级服务的开通与连接。',
    }),
    articleSummary({
      id: 13,
      title: '测量型接收机配置 NTRIP',
      summary: '以常见接收机为例配置差分源。',
    }),
  ],
};

/** The privacy policy (9), category `policy`. */
export const PRIVACY_ARTICLE: SupportArticle = {
  id: 9,
  title: '隐私政策',
  category: 'policy',
  summary: '说明我们如何收集、使用、存储和保护您的个人信息。',
  updatedDate: '2026-09-01',
  html: '<h2>一、我们收集的信息</h2><p>为提供厘米级定位服务，我们会收集设备的概略位置。</p>',
  related: [],
};

/** A notice summary. */
export function noticeSummary(overrides: Partial<NoticeSummary> = {}): NoticeSummary {
  return {
    id: 24,
    title: '华东地区基准站网络例行维护通知',
    type: 'maintenance',
    summary: '11 月 28 日 01:00–03:00 华东部分基准站例行维护，期间固定时间可能延长。',
    publishedDate: '2026-11-20',
    ...overrides,
  };
}

/** A notice with both neighbours. */
export const NOTICE: NoticeDetail = {
  ...noticeSummary({ id: 20 }),
  html: '<p>维护期间厘米级服务可能短暂中断。</p><h2>影响范围</h2><p>上海、江苏、浙江。</p><script>window.stolen = 3</script>',
  prev: { id: 19, title: 'Locate-CM SDK 3.2 版本发布' },
  next: { id: 21, title: '亚米级服务新增 RTCM 3.3 电文' },
};

/** Instants of the report fixtures: 2026-11-24 10:05 and 2026-11-25 09:30 Beijing time. */
const CREATED = Date.parse('2026-11-24T10:05:00+08:00');
const ANSWERED = Date.parse('2026-11-25T09:30:00+08:00');

/** A report summary of 我的反馈. */
export function reportSummary(overrides: Partial<BugReportSummary> = {}): BugReportSummary {
  return {
    ticketNo: 'BR20261124-7K3Q9D',
    category: 'service',
    subject: 'Locate-CM 厘米级服务',
    status: 'in_progress',
    createdAt: CREATED,
    updatedAt: ANSWERED,
    ...overrides,
  };
}

/** A report in progress with one attachment and one answer. */
export const REPORT: BugReportDetail = {
  ...reportSummary(),
  description: '杭州西湖区早高峰时段 RTK 长时间浮点解，\n挂载点 RTCM32_GNSS。',
  contactMasked: '138****8000',
  attachments: [{ name: 'rover.log', contentType: 'text/plain', size: 1536 }],
  answers: [{ text: '已定位为附近基准站通信故障，正在修复。', at: ANSWERED }],
};
