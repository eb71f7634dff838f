import { POLICY_DOC_ID } from '@xingheng/shared';

/**
 * The policy documents of the support area (SPEC §2 footer "Policies": 9 privacy policy, 10 terms
 * of use). The one list of their ids and titles inside mf-support.
 */
export interface PolicyDocRef {
  /** Support document id, as in `/support/details/:id` and `GET /api/web/support/details/:id`. */
  id: number;
  /** Chinese title shown in the side nav, the cards and the breadcrumbs. */
  title: string;
  /** One-sentence summary for the overview card. */
  summary: string;
}

/** The policy documents in nav order: 9 隐私政策, 10 用户协议. */
export const POLICY_DOCS: readonly PolicyDocRef[] = [
  {
    id: POLICY_DOC_ID.privacyPolicy,
    title: '隐私政策',
    summary: '我们收集哪些信息、如何使用与保护您的账号、设备定位与支付信息，以及您享有的权利。',
  },
  {
    id: POLICY_DOC_ID.termsOfUse,
    title: '用户协议',
    summary: '注册账号、购买与使用高精度定位服务（NTRIP/SDK 接入）时双方的权利与义务。',
  },
] as const;
