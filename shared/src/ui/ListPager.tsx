import { Pagination } from 'antd';

/**
 * The pager under a paged list (news, support articles, notices): antd `Pagination`, centred,
 * without a size changer, hidden when everything fits on one page.
 * @param page the list's `page` (1-based), `pageSize` and `total` (a `Paged<T>` of the API)
 * @param onChange called with the chosen page number (1-based)
 * @param className the app's class for its spacing, e.g. `sup-pager`
 */
export function ListPager({
  page,
  onChange,
  className,
}: {
  page: { page: number; pageSize: number; total: number };
  onChange: (page: number) => void;
  className: string;
}) {
  return (
    <Pagination
      className={className}
      align="center"
      current={page.page}
      pageSize={page.pageSize}
      total={page.total}
      showSizeChanger={false}
      showLessItems
      hideOnSinglePage
      onChange={onChange}
    />
  );
}
