import type { SupportDoc } from '@xingheng/shared';
import { formatUpdatedAt } from '../formatUpdatedAt';
import { RichHtml } from '@xingheng/shared/ui';

/**
 * One policy document (SPEC §2 `/support/details/{id}`): h1 title, 更新日期 line and the
 * sanitized rich text; a short notice when the document has no body.
 * @param doc the `SupportDoc` from the API (`html` unsanitized)
 */
export function PolicyArticle({ doc }: { doc: SupportDoc }) {
  return (
    <article className="sup-article">
      <header className="sup-article-header">
        <h1 className="sup-title">{doc.title}</h1>
        <p className="sup-updated">
          更新日期：<time dateTime={doc.updatedAt}>{formatUpdatedAt(doc.updatedAt)}</time>
        </p>
      </header>
      {doc.html.trim() === '' ? (
        <p className="sup-empty">本文档正在修订中，如有疑问请联系客服。</p>
      ) : (
        <RichHtml html={doc.html} className="sup-rich" />
      )}
    </article>
  );
}
