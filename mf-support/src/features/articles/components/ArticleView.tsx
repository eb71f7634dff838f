import { SUPPORT_CATEGORIES, type SupportArticle } from '@xingheng/shared';
import { RichText } from '../../../components/RichText';
import { Tag } from '../../../components/Tag';
import { formatChineseDate } from '../../../lib/chineseDate';
import '../articles.css';

/**
 * One support article (SPEC §2 `/support/details/{id}`): the title as `h1`, category and update
 * date, and the body sanitized by DOMPurify (`RichText`).
 * @param article the `SupportArticle` from the API (`html` unsanitized)
 */
export function ArticleView({ article }: { article: SupportArticle }) {
  return (
    <article className="sup-article">
      <header className="sup-article-header">
        <h1 className="sup-title">{article.title}</h1>
        <p className="sup-meta">
          <Tag color="blue">{SUPPORT_CATEGORIES[article.category]}</Tag>
          <span className="sup-updated">
            更新日期：
            <time dateTime={article.updatedDate}>{formatChineseDate(article.updatedDate)}</time>
          </span>
        </p>
      </header>
      <RichText html={article.html} />
    </article>
  );
}
