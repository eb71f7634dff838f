import type { SupportDocTable } from '../types';
import { privacyPolicyHtml } from './privacyPolicy';
import { policyDocMeta, supportArticleRows } from './supportArticles';
import { termsOfUseHtml } from './termsOfUse';

/**
 * Support documents: 9 (privacy policy) and 10 (terms of use), SPEC §2 footer policies, in the
 * `policy` category, and the support center's articles (ids 11–24).
 */
export const supportDocSeed: SupportDocTable[] = [
  {
    id: 9,
    title: '隐私政策',
    updated_at: '2026-03-01',
    html: privacyPolicyHtml,
    category: 'policy',
    ...policyDocMeta[9],
  },
  {
    id: 10,
    title: '用户协议',
    updated_at: '2026-03-01',
    html: termsOfUseHtml,
    category: 'policy',
    ...policyDocMeta[10],
  },
  ...supportArticleRows(),
];
