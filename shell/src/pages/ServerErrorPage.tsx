import { Result } from 'antd';
import { PageMeta } from '@xingheng/shared/ui';
import { HomeButton } from './HomeButton';
import './pages.css';

/** antd Result has artwork for these statuses only; others use the 500 one. */
function resultStatus(status: number): '403' | '404' | '500' {
  if (status === 403) return '403';
  if (status === 404) return '404';
  return '500';
}

/**
 * The page for a failed navigation (SPEC §2 "Error pages", §8): titled with the status code
 * (500 by default), "抱歉，服务器出错了。" and a 返回首页 button.
 * @param status the HTTP-like status of the failure (e.g. a route error response's status)
 */
export function ServerErrorPage({ status = 500 }: { status?: number }) {
  return (
    <div className="shell-status-page">
      <PageMeta title="服务器出错" description="服务器暂时出错，请稍后重试或返回星衡时空首页。" />
      <Result
        status={resultStatus(status)}
        title={<h1 className="shell-status-title">{status}</h1>}
        subTitle="抱歉，服务器出错了。"
        extra={<HomeButton />}
      />
    </div>
  );
}
