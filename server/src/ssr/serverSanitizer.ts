import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { RICH_HTML_CONFIG, type HtmlSanitizer } from '@xingheng/shared';

/**
 * The page renderer's sanitizer for rich text (docs/performance.md "Server rendering"): DOMPurify,
 * the same version and configuration (`RICH_HTML_CONFIG`) as in the browser, over one jsdom window
 * made once for the process. Installed with `setServerHtmlSanitizer` so `RichHtml` renders
 * sanitized text into the first HTML.
 * @returns `(html) => sanitized html`
 */
export function createServerSanitizer(): HtmlSanitizer {
  const { window } = new JSDOM('');
  const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
  return (html) => purify.sanitize(html, RICH_HTML_CONFIG);
}
