import { PageMeta } from '@xingheng/shared/ui';
import { HomeButton } from './HomeButton';
import { StatusButton, StatusPage } from './StatusPage';
import './pages.css';

/**
 * What the shell shows in place of a section whose remote could not be loaded (SPEC §8; the rest
 * of the site keeps working): "该栏目暂时无法访问", a short explanation, and the buttons 重试
 * (calls `onRetry`) and 返回首页. Plain markup.
 * @param remoteName the remote's federation name (`mf-order`), kept in a data attribute for support
 * @param onRetry tries loading the section again
 */
export function SectionFallback({
  remoteName,
  onRetry,
}: {
  remoteName?: string;
  onRetry: () => void;
}) {
  return (
    <div className="shell-status-page" data-remote={remoteName}>
      <PageMeta title="栏目暂时无法访问" />
      <StatusPage
        kind="warning"
        title="该栏目暂时无法访问"
        subtitle="网络波动或栏目正在升级，页面内容未能加载。请稍后重试，网站其他栏目可正常使用。"
        actions={
          <>
            <StatusButton onClick={onRetry}>重试</StatusButton>
            <HomeButton />
          </>
        }
      />
    </div>
  );
}
