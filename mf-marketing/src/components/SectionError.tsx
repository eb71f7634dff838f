import { Button } from 'antd';
import { useRevalidator } from 'react-router';

/**
 * The error state of one home-page section whose request failed (loader gave `null`): a message
 * and a 重新加载 button that re-runs the route loader (`useRevalidator().revalidate()`).
 * @param what what failed to load, for screen readers and the message (e.g. `服务产品`)
 */
export function SectionError({ what, dark = false }: { what: string; dark?: boolean }) {
  const revalidator = useRevalidator();
  const loading = revalidator.state === 'loading';
  return (
    <div className={`mkt-section-error${dark ? ' mkt-section-error--dark' : ''}`} role="alert">
      <p className="mkt-section-error__text">{what}内容加载失败，请检查网络后重试。</p>
      <Button onClick={() => void revalidator.revalidate()} loading={loading}>
        重新加载
      </Button>
    </div>
  );
}
