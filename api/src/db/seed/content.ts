import type { SupportDocTable } from '../types';
import { privacyPolicyHtml } from './privacyPolicy';
import { termsOfUseHtml } from './termsOfUse';

/** Support documents 9 (privacy policy) and 10 (terms of use), SPEC §2 footer policies. */
export const supportDocSeed: SupportDocTable[] = [
  { id: 9, title: '隐私政策', updated_at: '2026-03-01', html: privacyPolicyHtml },
  { id: 10, title: '用户协议', updated_at: '2026-03-01', html: termsOfUseHtml },
];
