import { useMemo } from 'react';
import DOMPurify from 'dompurify';
import { getServerHtmlSanitizer, RICH_HTML_CONFIG } from '@xingheng/shared';

/**
 * Sanitizes rich HTML where this render runs: DOMPurify in the browser; on the server, the
 * sanitizer the page renderer installed (`setServerHtmlSanitizer`, DOMPurify over a server-side
 * window, same configuration).
 * @throws Error on the server when no sanitizer is installed: unsanitized HTML never leaves the
 *   server (the render fails and the page is rendered in the browser instead)
 */
function sanitize(html: string): string {
  if (typeof window !== 'undefined') return DOMPurify.sanitize(html, RICH_HTML_CONFIG);
  const serverSanitize = getServerHtmlSanitizer();
  if (!serverSanitize) throw new Error('服务端渲染没有安装 HTML 净化器，富文本不能输出');
  return serverSanitize(html);
}

/**
 * Rich text from the API (support documents, news, terms), sanitized with DOMPurify's HTML profile
 * (no `<script>`, no event-handler attributes, no `javascript:` links) and then set as inner HTML.
 * Rendered on the server too (docs/performance.md "Server rendering"), so the first HTML carries
 * the text and nothing moves when the page hydrates.
 * @param html unsanitized HTML, e.g. `SupportDoc.html`, `NewsDetail.html`, `TermsDoc.html`
 * @param className class of the wrapping `<div>`
 */
export function RichHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitize(html), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
