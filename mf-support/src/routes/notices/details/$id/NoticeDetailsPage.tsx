import { Link, useLoaderData } from '@xingheng/shared/router';
import type { NoticeDetail } from '@xingheng/shared';
import { PageMeta } from '@xingheng/shared/ui';
import { PageBreadcrumbs } from '#components/PageBreadcrumbs';
import { RichText } from '#components/RichText';
import { NoticeNeighbours } from '#features/notices/components/NoticeNeighbours';
import { NoticeTypeTag } from '#features/notices/components/NoticeTypeTag';
import { formatChineseDate } from '#lib/chineseDate';
import { paths } from '#paths';
import '#components/page.css';

/**
 * `/notices/details/{id}` (SPEC §2): breadcrumbs 首页 / 支持中心 / 服务公告 / title, the title as
 * `h1`, type and date, the body (sanitized by `RichText`), 上一篇 / 下一篇 and 返回公告列表.
 * Reads the `NoticeDetail` of `noticeDetailsLoader`; an unknown id is the shell's 404 page.
 */
export function NoticeDetailsPage() {
  const notice = useLoaderData<NoticeDetail>();
  return (
    <div className="sup-page sup-page--narrow">
      <PageMeta title={notice.title} description={notice.summary} />
      <PageBreadcrumbs
        trail={[
          { title: '支持中心', to: paths.support },
          { title: '服务公告', to: paths.notices },
          { title: notice.title },
        ]}
      />
      <article>
        <header className="sup-article-header">
          <h1 className="sup-title">{notice.title}</h1>
          <p className="sup-meta">
            <NoticeTypeTag type={notice.type} />
            <span>
              发布日期：
              <time dateTime={notice.publishedDate}>{formatChineseDate(notice.publishedDate)}</time>
            </span>
          </p>
        </header>
        <RichText html={notice.html} />
      </article>
      <NoticeNeighbours prev={notice.prev} next={notice.next} />
      <Link className="sup-back" to={paths.notices}>
        返回公告列表
      </Link>
    </div>
  );
}
