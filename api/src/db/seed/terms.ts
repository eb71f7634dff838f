import type { TermsDocTable } from '../types';
import { collectHtml } from './terms/collect';
import { dataHtml } from './terms/data';
import { integrationHtml } from './terms/integration';
import { privacyChildHtml } from './terms/privacyChild';
import { shareHtml } from './terms/share';

/** The five documents of `/terms/{slug}` (SPEC §2), keyed by slug. */
export const termsDocSeed: TermsDocTable[] = [
  {
    slug: 'collect',
    title: '个人信息收集清单',
    updated_at: '2026-09-01',
    html: collectHtml,
    sort_order: 1,
  },
  { slug: 'data', title: '数据处理规则', updated_at: '2026-09-01', html: dataHtml, sort_order: 2 },
  {
    slug: 'integration',
    title: '第三方 SDK 集成说明',
    updated_at: '2026-08-15',
    html: integrationHtml,
    sort_order: 3,
  },
  {
    slug: 'privacy-child',
    title: '儿童个人信息保护规则',
    updated_at: '2026-06-01',
    html: privacyChildHtml,
    sort_order: 4,
  },
  {
    slug: 'share',
    title: '第三方信息共享清单',
    updated_at: '2026-09-01',
    html: shareHtml,
    sort_order: 5,
  },
];
