import { useMemo } from 'react';
import DOMPurify from 'dompurify';
import { useIsClient } from './useIsClient';

/**
 * Rich text from the API (support documents, news, terms), sanitized with DOMPurify's
 * HTML profile (no `<script>`, no event-handler attributes, no `javascript:` links) and then set
 * as inner HTML.
 *
 * Server rendering: DOMPurify needs a DOM and, without one, returns its input unchanged. So when
 * there is no DOM (`typeof window === 'undefined'`, and during hydration, see `useIsClient`) the
 * body renders nothing; the browser fills it in right after hydration. The title, date and nav
 * around it are still rendered on the server.
 * @param html unsanitized HTML, e.g. `SupportDoc.html`, `NewsDetail.html`, `TermsDoc.html`
 * @param className class of the wrapping `<div>`
 */
export function RichHtml({ html, className }: { html: string; className?: string }) {
  const isClient = useIsClient();
  const clean = useMemo(() => {
    if (!isClient || typeof window === 'undefined') return null;
    return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
  }, [html, isClient]);
  if (clean === null) return <div className={className} />;
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
