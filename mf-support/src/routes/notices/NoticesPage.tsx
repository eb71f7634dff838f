import { useLoaderData, useNavigation, useRevalidator } from '@xingheng/shared/router';
import { ErrorState } from '../../components/PageStates';
import { SupportPage } from '../../components/SupportPage';
import { NoticeList } from '../../features/notices/components/NoticeList';
import { NoticeTypeFilter } from '../../features/notices/components/NoticeTypeFilter';
import { paths } from '../../paths';
import type { NoticesData } from './noticesLoader';

const DESCRIPTION =
  '星衡时空服务公告：定位服务维护计划、服务变更、版本发布与安全公告，按时间倒序发布。';

/**
 * `/notices` 服务公告 (SPEC §2): the notices newest first, a type filter (`?type=`) and paging
 * (`?page=`), both links to addresses that keep the state, so Back restores the previous state
 * and both work before the page is hydrated. Data comes from
 * `noticesLoader`; a failed list shows its message with 重试.
 */
export function NoticesPage() {
  const { query, notices, error } = useLoaderData<NoticesData>();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const busy =
    (navigation.state === 'loading' && navigation.location.pathname === paths.notices) ||
    revalidator.state === 'loading';
  return (
    <SupportPage
      title="服务公告"
      description={DESCRIPTION}
      lead="定位服务的维护计划、服务变更、版本发布与安全公告。"
      crumbs={[{ title: '支持中心', to: paths.support }, { title: '服务公告' }]}
    >
      <NoticeTypeFilter value={query.type} />
      {notices ? (
        <NoticeList query={query} notices={notices} busy={busy} />
      ) : (
        <ErrorState
          title="公告加载失败"
          message={error}
          onRetry={() => void revalidator.revalidate()}
        />
      )}
    </SupportPage>
  );
}
