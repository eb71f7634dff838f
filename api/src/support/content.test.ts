import { NOTICE_TYPES, SUPPORT_CATEGORIES } from '@xingheng/shared';
import { noticeRows } from '../db/seed/notices';
import { supportDocSeed } from '../db/seed/content';

/** The markup the site's rich-text rendering is written for: simple blocks, no attributes. */
const ALLOWED_TAGS = new Set([
  'p',
  'h2',
  'h3',
  'ul',
  'ol',
  'li',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'code',
  'strong',
]);

/** Every tag of `html` that is not an allowed tag without attributes. */
function foreignTags(html: string): string[] {
  const tags = html.match(/<[^>]*>/g) ?? [];
  return tags.filter((tag) => {
    const match = /^<\/?([a-z0-9]+)>$/.exec(tag);
    return !match?.[1] || !ALLOWED_TAGS.has(match[1]);
  });
}

const articles = supportDocSeed.filter((doc) => doc.id > 10);
const notices = noticeRows();

describe('support and notice seed content', () => {
  it.each([
    ...articles.map((a) => [`article ${a.id}`, a.html] as const),
    ...notices.map((n) => [`notice ${n.id}`, n.html] as const),
  ])('%s uses only simple tags without attributes', (_name, html) => {
    expect(foreignTags(html)).toEqual([]);
    expect(html).not.toMatch(/<script|<style|javascript:|\son\w+=/i);
  });

  it('has 14 articles over guide, access and faq and the two policies, with unique ids', () => {
    expect(articles).toHaveLength(14);
    expect(new Set(supportDocSeed.map((d) => d.id)).size).toBe(supportDocSeed.length);
    expect(supportDocSeed.every((d) => d.category in SUPPORT_CATEGORIES)).toBe(true);
    expect(supportDocSeed.filter((d) => d.category === 'policy').map((d) => d.id)).toEqual([9, 10]);
    expect(supportDocSeed.every((d) => d.summary.length > 0)).toBe(true);
  });

  it('has 24 notices of the four types dated August to November 2026', () => {
    expect(notices).toHaveLength(24);
    expect(new Set(notices.map((n) => n.id)).size).toBe(24);
    expect(notices.every((n) => n.type in NOTICE_TYPES)).toBe(true);
    expect(notices.every((n) => /^2026-(08|09|10|11)-\d{2}$/.test(n.published_at))).toBe(true);
  });
});
