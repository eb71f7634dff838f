import type { MouseEvent } from 'react';
import { useHref, useInRouterContext, useNavigate } from '@xingheng/shared/router';
import './pages.css';

/** Client-side navigation for a plain left click; other clicks (new tab, …) keep the browser's. */
function useSpaClick(): (event: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate();
  return (event) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    void navigate('/');
  };
}

function RoutedHomeButton() {
  const href = useHref('/');
  const onClick = useSpaClick();
  return (
    <a className="shell-button shell-button--primary" href={href} onClick={onClick}>
      返回首页
    </a>
  );
}

/**
 * The 返回首页 button of the error pages (SPEC §2): a primary button that is a real link to
 * `/` (works before scripts run and outside a router) and navigates in the app when a router is
 * present.
 */
export function HomeButton() {
  if (useInRouterContext()) return <RoutedHomeButton />;
  return (
    <a className="shell-button shell-button--primary" href="/">
      返回首页
    </a>
  );
}
