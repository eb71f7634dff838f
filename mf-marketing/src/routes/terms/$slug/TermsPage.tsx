import { useLoaderData } from '@xingheng/shared/router';
import { PageMeta, RichHtml, PageBreadcrumbs } from '@xingheng/shared/ui';
import { Section } from '../../../components/Section';
import { formatChineseDate } from '../../../lib/chineseDate';
import { TermsSideNav } from '../../../features/terms/components/TermsSideNav';
import { termsDocEntry } from '../../../features/terms/termsDocs';
import type { TermsData } from './termsLoader';
import '../../../features/terms/terms.css';

/**
 * A terms document `/terms/{slug}` (SPEC §2): breadcrumbs 首页 / 政策条款 / title, the
 * title as h1, 更新日期, the sanitized rich HTML (tables scroll sideways on narrow screens) and the
 * side list of all policy documents with the current one marked. Reads `TermsData` from the loader.
 */
export function TermsPage() {
  const { slug, doc } = useLoaderData<TermsData>();
  return (
    <Section id="mkt-terms">
      <PageMeta title={doc.title} description={termsDocEntry(slug).description} />
      <PageBreadcrumbs trail={[{ title: '政策条款' }, { title: doc.title }]} />
      <div className="mkt-terms">
        <article className="mkt-terms__doc">
          <h1 className="mkt-terms__title">{doc.title}</h1>
          <p className="mkt-terms__updated">
            更新日期：<time dateTime={doc.updatedAt}>{formatChineseDate(doc.updatedAt)}</time>
          </p>
          <RichHtml className="mkt-terms__body" html={doc.html} />
        </article>
        <TermsSideNav />
      </div>
    </Section>
  );
}
