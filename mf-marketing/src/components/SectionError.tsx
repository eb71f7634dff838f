import { useRevalidator } from '@xingheng/shared/router';
import './marketing.css';

/**
 * The error state of one page section whose request failed (loader gave `null`): a message and a
 * 重新加载 button that re-runs the route loader (`useRevalidator().revalidate()`); while it runs
 * the button is disabled and says 正在加载…. Plain markup, no antd.
 * @param props.what what failed to load, for screen readers and the message (e.g. `服务产品`)
 * @param props.dark the variant for a dark band
 */
export function SectionError({ what, dark = false }: { what: string; dark?: boolean }) {
  const revalidator = useRevalidator();
  const loading = revalidator.state === 'loading';
  return (
    <div className={`mkt-section-error${dark ? ' mkt-section-error--dark' : ''}`} role="alert">
      <p className="mkt-section-error__text">{what}内容加载失败，请检查网络后重试。</p>
      <button
        type="button"
        className="mkt-button mkt-button--outline"
        onClick={() => void revalidator.revalidate()}
        disabled={loading}
        aria-busy={loading}
      >
        {loading ? '正在加载…' : '重新加载'}
      </button>
    </div>
  );
}
