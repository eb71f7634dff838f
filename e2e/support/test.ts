import { test as base, expect, type Page } from '@playwright/test';

export { expect };

/**
 * What a page logged as an error during a test: console errors, uncaught exceptions and
 * Content-Security-Policy violations (docs/security.md). Every spec imports `test` from this file,
 * so every test fails on any of them unless it declares the console errors it expects.
 */
export interface PageErrors {
  /** Everything collected so far, CSP violations included. */
  readonly all: readonly string[];
  /**
   * Declares console errors this test provokes on purpose (a remote taken down logs its failed
   * load). CSP violations are not console errors: see `expectCspViolation`.
   * @param patterns messages matching any of these are not counted
   */
  allow(...patterns: RegExp[]): void;
  /**
   * Declares the CSP violation a test provokes on purpose, with attacker markup the policy must
   * block: the test then fails unless such a violation occurs, and still fails on any other.
   * @param patterns match the expected `CSP violation: …` or `Refused to …` lines
   */
  expectCspViolation(...patterns: RegExp[]): void;
}

/**
 * A violation as reported by the page's `securitypolicyviolation` listener, or as Chromium logs a
 * blocked resource, script or handler ("Refused to …", "Executing inline script violates the
 * following Content Security Policy directive …").
 */
function isCspViolation(message: string): boolean {
  return /^CSP violation:|^Refused to|Content Security Policy/.test(message);
}

/** Reports every `securitypolicyviolation` event of the page as a console error. */
function reportCspViolations(): void {
  document.addEventListener('securitypolicyviolation', (event) => {
    console.error(
      `CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
    );
  });
}

function watch(page: Page): { errors: string[]; allowed: RegExp[]; cspExpected: RegExp[] } {
  const state = { errors: [] as string[], allowed: [] as RegExp[], cspExpected: [] as RegExp[] };
  // Each error names the page it came from, so a failure says where to look.
  page.on('console', (message) => {
    if (message.type() === 'error') state.errors.push(`${message.text()} (at ${page.url()})`);
  });
  page.on('pageerror', (error) => state.errors.push(`${error.message} (at ${page.url()})`));
  return state;
}

/**
 * Playwright's `test` with an automatic `pageErrors` fixture: after each test, no CSP violation
 * and no console error other than the declared ones.
 */
export const test = base.extend<{ pageErrors: PageErrors }>({
  pageErrors: [
    async ({ page }, use) => {
      await page.addInitScript(reportCspViolations);
      const state = watch(page);
      await use({
        get all() {
          return state.errors;
        },
        allow: (...patterns) => state.allowed.push(...patterns),
        expectCspViolation: (...patterns) => state.cspExpected.push(...patterns),
      });
      const violations = state.errors.filter(isCspViolation);
      const expected = (v: string) => state.cspExpected.some((pattern) => pattern.test(v));
      if (state.cspExpected.length > 0) {
        expect(violations.filter(expected), 'the expected CSP violation').not.toEqual([]);
      }
      expect(
        violations.filter((v) => !expected(v)),
        'Content-Security-Policy violations',
      ).toEqual([]);
      const unexpected = state.errors.filter(
        (e) => !isCspViolation(e) && !state.allowed.some((pattern) => pattern.test(e)),
      );
      expect(unexpected, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Watches another page (one opened on a second browser context) the same way.
 * @returns the live list of its errors, CSP violations reported as `CSP violation: …`
 */
export async function watchPage(page: Page): Promise<string[]> {
  await page.addInitScript(reportCspViolations);
  return watch(page).errors;
}
