import { useLoaderData } from 'react-router';
import { PageMeta } from '@xingheng/shared/ui';
import { SITE } from '@xingheng/shared';
import { PolicyLayout } from '../../../../features/policies/components/PolicyLayout';
import { PolicyArticle } from '../../../../features/policies/components/PolicyArticle';
import { PolicyIndex } from '../../../../features/policies/components/PolicyIndex';
import type { DetailsLoaderData } from './detailsLoader';

/**
 * `/support/details/{id?}` (SPEC §2): one policy document (9 隐私政策, 10 用户协议), or, without
 * an id, the overview of both. Data comes from `detailsLoader`; not-found and failures are thrown
 * by the loader to the shell's error pages.
 */
export function SupportDetailsPage() {
  const data = useLoaderData<DetailsLoaderData>();
  if (data.kind === 'list') {
    return (
      <PolicyLayout crumb="政策与条款">
        <PageMeta
          title="政策与条款"
          description={`${SITE.brand}隐私政策与用户协议：个人信息保护、高精度定位服务使用规则与双方权利义务。`}
        />
        <PolicyIndex docs={data.docs} />
      </PolicyLayout>
    );
  }
  const { doc } = data;
  return (
    <PolicyLayout crumb={doc.title}>
      <PageMeta
        title={doc.title}
        description={`${SITE.brand}${doc.title}：适用于官网、高精度定位服务与硬件产品，请在使用前仔细阅读。`}
      />
      <PolicyArticle doc={doc} />
    </PolicyLayout>
  );
}
