import { Spinner } from '../layout/spinner/Spinner';
import './pages.css';

/**
 * The loading state of a page (Suspense fallback, the router's HydrateFallback): a centred
 * spinner drawn like antd's large Spin, in plain markup so a loading page needs no antd, with
 * "加载中…", announced to screen readers as a status.
 */
export function PageLoading() {
  return (
    <div className="shell-page-loading" role="status" aria-live="polite">
      <Spinner size="large" />
      <span className="shell-page-loading-text">加载中…</span>
    </div>
  );
}
