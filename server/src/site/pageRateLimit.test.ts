import { createPageRateLimiter, pageRateLimitFromEnv, tooManyPagesHtml } from './pageRateLimit';

test('counts per address in fixed windows and says how long to wait', () => {
  let now = 0;
  const hit = createPageRateLimiter({ max: 2, windowMs: 60_000 }, () => now);
  expect([hit('a').allowed, hit('a').allowed, hit('b').allowed]).toEqual([true, true, true]);
  now = 15_000;
  expect(hit('a')).toEqual({ allowed: false, retryAfterSeconds: 45 });
  now = 60_000;
  expect(hit('a').allowed).toBe(true);
});

test('XH_PAGE_RATE_LIMIT: default 300 a minute, 0 off, anything else refused', () => {
  expect(pageRateLimitFromEnv(undefined)).toEqual({ max: 300, windowMs: 60_000 });
  expect(pageRateLimitFromEnv('0')).toBe(false);
  expect(pageRateLimitFromEnv('50')).toEqual({ max: 50, windowMs: 60_000 });
  expect(() => pageRateLimitFromEnv('many')).toThrow('XH_PAGE_RATE_LIMIT');
});

test('the 429 page says in Chinese how long to wait', () => {
  expect(tooManyPagesHtml(30)).toContain('请 30 秒后再试');
});
