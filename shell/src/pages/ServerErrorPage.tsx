import { PageMeta } from '@xingheng/shared/ui';
import { HomeButton } from './HomeButton';
import { StatusPage } from './StatusPage';
import './pages.css';

/**
 * The page for a failed navigation (SPEC §2 "Error pages", §8): titled with the status code
 * (500 by default), "抱歉，服务器出错了。" and a 返回首页 button. Plain markup.
 * @param status the HTTP-like status of the failure (e.g. a route error response's status)
 */
export function ServerErrorPage({ status = 500 }: { status?: number }) {
  return (
    <div className="shell-status-page">
      <PageMeta title="服务器出错" description="服务器暂时出错，请稍后重试或返回星衡时空首页。" />
      <StatusPage
        kind="error"
        title={status}
        subtitle="抱歉，服务器出错了。"
        actions={<HomeButton />}
      />
    </div>
  );
}
