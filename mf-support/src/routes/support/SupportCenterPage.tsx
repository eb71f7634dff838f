import { useLoaderData, useNavigation, useRevalidator } from '@xingheng/shared/router';
import { SupportPage } from '../../components/SupportPage';
import { ErrorState } from '../../components/PageStates';
import { ArticleResults } from '../../features/articles/components/ArticleResults';
import { CategoryCards } from '../../features/articles/components/CategoryCards';
import { SupportSearch } from '../../features/articles/components/SupportSearch';
import { SupportShortcuts } from '../../features/articles/components/SupportShortcuts';
import { paths } from '../../paths';
import type { SupportCenterData } from './supportCenterLoader';

const DESCRIPTION =
  '星衡时空支持中心：高精度定位产品指南、SDK 与 NTRIP 接入文档、常见问题与政策条款，支持站内搜索。';

/**
 * `/support` 支持中心 (SPEC §2): search within support (`?q=`, results highlighted), the
 * category cards (`?category=`), the article list with paging (`?page=`), and the self-service
 * links (notices, problem report and lookup, ionosphere and coverage maps). Data comes from
 * `supportCenterLoader`; a failed list shows its message with 重试. Imports neither ECharts nor
 * the map data (those load on the map pages only).
 */
export function SupportCenterPage() {
  const { query, categories, articles, error } = useLoaderData<SupportCenterData>();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const busy =
    (navigation.state === 'loading' && navigation.location.pathname === paths.support) ||
    revalidator.state === 'loading';
  return (
    <SupportPage
      title="支持中心"
      description={DESCRIPTION}
      lead="查找产品使用与接入文档，了解服务公告，或向我们反馈问题。"
    >
      <SupportSearch key={query.q ?? ''} initial={query.q} />
      <CategoryCards categories={categories} current={query.q === null ? query.category : null} />
      <div className="sup-center">
        <div className="sup-center-main">
          {articles ? (
            <ArticleResults query={query} page={articles} busy={busy} />
          ) : (
            <ErrorState
              title="文章列表加载失败"
              message={error}
              onRetry={() => void revalidator.revalidate()}
            />
          )}
        </div>
        <aside className="sup-center-aside">
          <SupportShortcuts />
        </aside>
      </div>
    </SupportPage>
  );
}
