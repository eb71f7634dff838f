import { Outlet, useRouteLoaderData } from '@xingheng/shared/router';
import { SiteFooter } from './footer/SiteFooter';
import { SiteHeader } from './header/SiteHeader';
import { layoutVars } from './layoutVars';
import { NavigationProgress } from './NavigationProgress';
import type { RootLoaderData } from './rootData';
import './shellLayout.css';

/** Id of the main landmark, the skip link's target. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * The default layout (SPEC §2): navigation progress bar, header, `<main>` with the matched route's
 * `<Outlet />`, footer. Reads the menu and the services from the `root` route loader
 * (`RootLoaderData`; both empty when the loader data is missing). No antd providers here: header
 * and footer are plain markup, and each part that uses antd (drawer, user menu, the shell's
 * status pages) brings the app's `AppProviders` with its own code. `<main>` is
 * full width: each page centres its own content at `LAYOUT.contentWidth` so it can have full-bleed
 * bands. A skip link (跳到主要内容) is the first focusable element, for keyboard users.
 */
export function ShellLayout() {
  const data = useRouteLoaderData('root') as RootLoaderData | undefined;
  const menu = data?.menu ?? [];
  const services = data?.services ?? [];

  return (
    <div className="shell-layout" style={layoutVars}>
      <a className="shell-skip-link" href={`#${MAIN_CONTENT_ID}`}>
        跳到主要内容
      </a>
      <NavigationProgress />
      <SiteHeader menu={menu} />
      <main id={MAIN_CONTENT_ID} className="shell-main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter services={services} />
    </div>
  );
}
