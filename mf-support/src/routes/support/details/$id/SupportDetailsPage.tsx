import { useLoaderData } from '@xingheng/shared/router';
import { PageMeta } from '@xingheng/shared/ui';
import { SITE, SUPPORT_CATEGORIES } from '@xingheng/shared';
import { SideLayout } from '#components/SideLayout';
import { ArticleView } from '#features/articles/components/ArticleView';
import { CategoryNav } from '#features/articles/components/CategoryNav';
import { RelatedArticles } from '#features/articles/components/RelatedArticles';
import { PolicyIndex } from '#features/policies/components/PolicyIndex';
import { PolicyNav } from '#features/policies/components/PolicyNav';
import { paths, supportCenterPath } from '#paths';
import type { DetailsLoaderData } from './detailsLoader';

const SUPPORT_CRUMB = { title: '支持中心', to: paths.support };

/**
 * `/support/details/{id?}` (SPEC §2): a support article with breadcrumbs 首页 / 支持中心 /
 * category / title, its body, 相关文章, and a side nav (the policy documents for a policy, the
 * categories otherwise); without an id, the overview of the policy documents (9 隐私政策,
 * 10 用户协议). Data comes from `detailsLoader`; an unknown id and failures are thrown by the
 * loader to the shell's error pages.
 */
export function SupportDetailsPage() {
  const data = useLoaderData<DetailsLoaderData>();
  if (data.kind === 'list') {
    return (
      <SideLayout crumbs={[SUPPORT_CRUMB, { title: '政策与条款' }]} aside={<PolicyNav />}>
        <PageMeta
          title="政策与条款"
          description={`${SITE.brand}隐私政策与用户协议：个人信息保护、高精度定位服务使用规则与双方权利义务。`}
        />
        <PolicyIndex docs={data.docs} />
      </SideLayout>
    );
  }
  const { article } = data;
  const category = SUPPORT_CATEGORIES[article.category];
  return (
    <SideLayout
      crumbs={[
        SUPPORT_CRUMB,
        { title: category, to: supportCenterPath({ category: article.category }) },
        { title: article.title },
      ]}
      aside={
        article.category === 'policy' ? <PolicyNav /> : <CategoryNav current={article.category} />
      }
    >
      <PageMeta
        title={article.title}
        description={article.summary || `${SITE.brand}${category}：${article.title}`}
      />
      <ArticleView article={article} />
      <RelatedArticles items={article.related} />
    </SideLayout>
  );
}
