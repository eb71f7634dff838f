import { use, useState, type ComponentType, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
// From the package, not a relative path: the context must be the singleton's one object.
import { SsrStyleContext } from '@xingheng/shared';
import { antdTheme } from './theme';
import { useIsClient } from './useIsClient';

/**
 * antd theme and Chinese locale for one app's tree. antd is not a shared singleton (each app
 * tree-shakes its own), so each app wraps what it renders in this component: it comes from
 * `@xingheng/shared/ui`, which is bundled into every app, so the ConfigProvider used is that app's.
 *
 * In a server render (`SsrStyleContext` provided) the app's antd writes its styles into a cache of
 * its own, registered with the render's collector, so the page's HTML carries the styles of the
 * components it shows (docs/performance.md "Server rendering"). antd's form controls are disabled
 * in the server's HTML and during hydration (`componentDisabled`), and enabled right after: what a
 * visitor typed into a field before the page was hydrated would otherwise be lost. A control's own
 * `disabled` wins over the providers', so a control that sets it writes `busy || undefined`, never
 * `false` (e2e/tests/ssr.spec.ts checks the forms of /login, /user/register and /user/pwd).
 * antd's `App` is not part of it (it brings Modal and notification code to every page): a
 * component that needs `App.useApp()` wraps itself in `<App component={false}>`.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const collector = use(SsrStyleContext);
  // Until the page is hydrated its fields would lose what a visitor types (React sets them back to
  // their state): a server-rendered page shows them disabled until then.
  const hydrated = useIsClient();
  // One cache and one extractor per app tree, made on its first render.
  const [styles] = useState(() => {
    if (!collector) return undefined;
    const cache = createCache();
    return { cache, extract: () => extractStyle(cache) };
  });
  const tree = (
    <ConfigProvider theme={antdTheme} locale={zhCN} componentDisabled={!hydrated}>
      {children}
    </ConfigProvider>
  );
  if (!collector || !styles) return tree;
  collector.register(styles.extract);
  return <StyleProvider cache={styles.cache}>{tree}</StyleProvider>;
}

/**
 * A page component wrapped in {@link AppProviders}: how a page of a remote whose section providers
 * are `PlainProviders` (mf-marketing) gets antd's theme, locale and server-rendered styles only on
 * the pages that use antd.
 * @param Page the route's component (react-router `Component`)
 * @returns a component with the same props that renders `Page` inside `AppProviders`
 */
export function withAppProviders<P extends object>(Page: ComponentType<P>): ComponentType<P> {
  function WithAppProviders(props: P) {
    return (
      <AppProviders>
        <Page {...props} />
      </AppProviders>
    );
  }
  WithAppProviders.displayName = `withAppProviders(${Page.displayName ?? Page.name})`;
  return WithAppProviders;
}
