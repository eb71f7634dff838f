import { LINKS } from '@xingheng/shared';

/**
 * The policy documents of `/terms/{slug}` (SPEC §2) as typed data: the side list, the
 * 404 check before calling the API, and the meta description. Pure data: no React.
 */
export interface TermsDocEntry {
  /** URL slug, e.g. `privacy-child`. */
  slug: string;
  /** Document title as shown in the side list. */
  title: string;
  /** Meta description of the page. */
  description: string;
}

/** The five terms documents, in the order of the side list. */
export const TERMS_DOCS = [
  {
    slug: 'collect',
    title: '个人信息收集清单',
    description: '星衡时空网站、App 与定位 SDK 收集的个人信息类型、用途、场景与收集方式一览。',
  },
  {
    slug: 'data',
    title: '数据处理规则',
    description: '星衡时空如何存储、使用、加密、删除与跨境传输定位数据及账号信息的规则说明。',
  },
  {
    slug: 'integration',
    title: '第三方 SDK 集成说明',
    description: '星衡时空产品集成的第三方 SDK 名单、提供方、使用目的与所涉个人信息说明。',
  },
  {
    slug: 'privacy-child',
    title: '儿童个人信息保护规则',
    description: '星衡时空对不满十四周岁儿童个人信息的收集、使用、监护人同意与保护规则。',
  },
  {
    slug: 'share',
    title: '第三方信息共享清单',
    description: '星衡时空向第三方共享个人信息的对象、目的、方式与信息类型清单。',
  },
] as const satisfies readonly TermsDocEntry[];

/** A known terms slug. */
export type TermsSlug = (typeof TERMS_DOCS)[number]['slug'];

/**
 * Whether a URL segment names one of the five documents.
 * @param slug the `:slug` route param (may be missing)
 */
export function isTermsSlug(slug: string | undefined): slug is TermsSlug {
  return TERMS_DOCS.some((doc) => doc.slug === slug);
}

/**
 * The entry of a known slug.
 * @throws Error when the slug is not one of `TERMS_DOCS` (check with `isTermsSlug` first)
 */
export function termsDocEntry(slug: TermsSlug): TermsDocEntry {
  const entry = TERMS_DOCS.find((doc) => doc.slug === slug);
  if (!entry) throw new Error(`未登记的条款：${slug}`);
  return entry;
}

/** The two policies of the support pages listed beside the terms (SPEC §2 footer: Policies). */
export const RELATED_POLICIES = [
  { path: LINKS.privacyPolicy, title: '隐私政策' },
  { path: LINKS.termsOfUse, title: '使用条款' },
] as const;
