import type { SupportDocTable } from '../types';
import { supportAccessSeed } from './supportAccess';
import { supportFaqSeed } from './supportFaq';
import { supportGuideSeed } from './supportGuides';

/** Summaries and places of the two policy documents (9, 10), which content.ts seeds. */
export const policyDocMeta: Record<9 | 10, { summary: string; sort_order: number }> = {
  9: {
    summary:
      '说明我们如何收集、使用、存储和保护您在使用官网与定位服务时的个人信息，以及您享有的权利。',
    sort_order: 1,
  },
  10: {
    summary:
      '使用星衡时空官网、用户中心与高精度定位服务须遵守的约定，包括账号、订购、计费与责任条款。',
    sort_order: 2,
  },
};

/** The articles of the support center other than the policies (ids 11–24; figures illustrative). */
export function supportArticleRows(): SupportDocTable[] {
  return [...supportGuideSeed, ...supportAccessSeed, ...supportFaqSeed].map((a) => ({
    id: a.id,
    title: a.title,
    category: a.category,
    summary: a.summary,
    updated_at: a.updatedAt,
    sort_order: a.sortOrder,
    html: a.html.trim(),
  }));
}
