import { Chip } from '#components/Chip';
import { Link, useLoaderData } from '@xingheng/shared/router';
import type { NewsDetail } from '@xingheng/shared';
import { PageMeta, RichHtml, PageBreadcrumbs } from '@xingheng/shared/ui';
import { Section } from '#components/Section';
import { formatChineseDate } from '#lib/chineseDate';
import { NewsNeighbours } from '#features/news/components/NewsNeighbours';
import { newsListPath, paths } from '#paths';
import '#features/news/news.css';

/**
 * One article `/news/details/{id}` (SPEC §2): breadcrumbs 首页 / 新闻资讯 / the title,
 * the title as h1, date · source · category, the body (rich HTML sanitized by `RichHtml`),
 * 上一篇 / 下一篇 and 返回新闻列表. Reads the `NewsDetail` of the route loader.
 */
export function NewsDetailPage() {
  const article = useLoaderData<NewsDetail>();
  return (
    <Section id="mkt-news-article">
      <PageMeta title={article.title} description={article.summary} />
      <PageBreadcrumbs trail={[{ title: '新闻资讯', to: paths.news }, { title: article.title }]} />
      <article className="mkt-article">
        <header>
          <h1 className="mkt-article__title">{article.title}</h1>
          <p className="mkt-article__meta">
            <time dateTime={article.publishedAt}>{formatChineseDate(article.publishedAt)}</time>
            <span>来源：{article.source}</span>
            <Link to={newsListPath({ category: article.category, page: 1 })}>
              <Chip tone="blue">{article.category}</Chip>
            </Link>
          </p>
        </header>
        <RichHtml className="mkt-article__body" html={article.html} />
      </article>
      <NewsNeighbours prev={article.prev} next={article.next} />
      <Link className="mkt-article__back" to={paths.news}>
        返回新闻列表
      </Link>
    </Section>
  );
}
