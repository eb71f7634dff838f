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
   * load). CSP violations can never be allowed.
   * @param patterns messages matching any of these are not counted
   */
  allow(...patterns: RegExp[]): void;
}

const CSP_PREFIX = 'CSP violation:';

/** Reports every `securitypolicyviolation` event of the page as a console error. */
function reportCspViolations(): void {
  document.addEventListener('securitypolicyviolation', (event) => {
    console.error(
      `CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
    );
  });
}

function watch(page: Page): { errors: string[]; allowed: RegExp[] } {
  const state = { errors: [] as string[], allowed: [] as RegExp[] };
  page.on('console', (message) => {
    if (message.type() === 'error') state.errors.push(message.text());
  });
  page.on('pageerror', (error) => state.errors.push(error.message));
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
      });
      const violations = state.errors.filter((e) => e.startsWith(CSP_PREFIX));
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
      // Chromium logs a blocked resource as "Refused to …": also a CSP violation.
      const refused = state.errors.filter((e) => e.startsWith('Refused to'));
      expect(refused, 'resources refused by the Content-Security-Policy').toEqual([]);
      const unexpected = state.errors.filter(
        (e) => !e.startsWith(CSP_PREFIX) && !state.allowed.some((pattern) => pattern.test(e)),
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
