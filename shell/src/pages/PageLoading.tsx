import { Spin } from 'antd';
import './pages.css';

/**
 * The loading state of a page (Suspense fallback, the router's HydrateFallback): a centred antd
 * Spin with "加载中…", announced to screen readers as a status.
 */
export function PageLoading() {
  return (
    <div className="shell-page-loading" role="status" aria-live="polite">
      <Spin size="large" />
      <span className="shell-page-loading-text">加载中…</span>
    </div>
  );
}
