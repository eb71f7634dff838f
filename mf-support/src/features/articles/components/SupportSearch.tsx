import { Input } from 'antd';
import { useNavigate } from '@xingheng/shared/router';
import { supportCenterPath } from '../../../paths';
import { MAX_QUERY_LENGTH } from '../supportQuery';
import '../articles.css';

/**
 * The search box of `/support` (search within support only, `GET /api/web/support/list?q=`):
 * submitting writes `?q=` to the URL (the route loader runs the search); an empty search goes
 * back to all articles.
 * @param initial the current search text (re-mount with a `key` when it changes)
 */
export function SupportSearch({ initial }: { initial: string | null }) {
  const navigate = useNavigate();
  return (
    <div className="sup-search" role="search" aria-label="支持文档搜索">
      <Input.Search
        size="large"
        aria-label="搜索支持文档"
        placeholder="搜索产品指南、接入文档与常见问题，如“NTRIP”“固定解”"
        defaultValue={initial ?? ''}
        maxLength={MAX_QUERY_LENGTH}
        enterButton="搜索"
        allowClear
        onSearch={(value) => {
          const q = value.trim();
          void navigate(supportCenterPath({ q: q === '' ? null : q }));
        }}
      />
    </div>
  );
}
