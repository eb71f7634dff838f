import { RichHtml } from '@xingheng/shared/ui';
import './page.css';

/**
 * The body of an article or notice: the API's HTML sanitized by `RichHtml` (DOMPurify), or a short
 * notice when there is none.
 * @param html unsanitized HTML from the API
 */
export function RichText({ html }: { html: string }) {
  if (html.trim() === '') {
    return <p className="sup-lead">本文正在修订中，如有疑问请联系客服。</p>;
  }
  return <RichHtml html={html} className="sup-rich" />;
}
