import { PageMeta } from '@xingheng/shared/ui';
import { HomeButton } from './HomeButton';
import { StatusPage } from './StatusPage';
import './pages.css';

/**
 * The page for an unknown path (SPEC §2 "Error pages", §8): status 404, "抱歉，您访问的页面不存在。"
 * and a 返回首页 button to `/`. Plain markup (no antd in the shell's first visit).
 */
export function NotFoundPage() {
  return (
    <div className="shell-status-page">
      <PageMeta title="页面不存在" description="您访问的页面不存在，请返回星衡时空首页继续浏览。" />
      <StatusPage
        kind="not-found"
        title="404"
        subtitle="抱歉，您访问的页面不存在。"
        actions={<HomeButton />}
      />
    </div>
  );
}
