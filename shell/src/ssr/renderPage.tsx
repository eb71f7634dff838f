// The shell's server entry (built into dist/ssr/render.js, never into the browser bundle): renders
// one page of the shell with the owning remote's routes to HTML (docs/performance.md "Server
// rendering").
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { Provider } from 'react-redux';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type RouteObject,
} from 'react-router';
import {
  createSsrStyleCollector,
  makeStore,
  setSiteConfig,
  SsrRedirectContext,
  SsrStyleContext,
  type SsrRedirect,
  type RemoteRoutesModule,
} from '@xingheng/shared';
import type { Registry, RemoteRecord } from '@xingheng/shared/registry';
import { remotePrefixRoutes, shellRoutes } from '../router/createShellRouter';
import type { SsrPayload } from './ssrPayload';

/** What the page renderer passes to `renderPage`. */
export interface RenderPageInput {
  /** The requested URL, absolute (`http://host/productSolution?tab=1`). */
  url: string;
  /** The active registry (the site config is installed from it). */
  registry: Registry;
  /** The remote that owns the path, at the version chosen for this visitor, with its server build. */
  remote?: { record: RemoteRecord; version: string; module: RemoteRoutesModule };
  /**
   * The token cookie of the request (SPEC §4), `''` without one: the store starts as the browser's
   * does (`readTokenCookie`), so the header renders the same. It stays in the server's store.
   */
  token: string;
  /** Aborts the render (the renderer's time budget). */
  signal: AbortSignal;
}

/** A rendered page: status, what goes into `<head>` and `#root`, and the browser's payload. */
export interface RenderedPage {
  kind: 'page';
  /** 200, or the status of a route error (404 page, 500). */
  status: number;
  /** Hoisted `<title>`/`<meta>`/`<link>` elements and the antd `<style>` elements. */
  head: string;
  /** The inner HTML of `#root`. */
  body: string;
  /** Loader data for hydration; `undefined` when the page must be rendered afresh in the browser. */
  payload: SsrPayload | undefined;
}

/** A loader answered with a redirect (e.g. an old URL). */
export interface RedirectedPage {
  kind: 'redirect';
  status: number;
  location: string;
}

const HOISTED =
  /^(?:<title>[\s\S]*?<\/title>|<meta\b[^>]*>|<link\b[^>]*>|<style\b[^>]*>[\s\S]*?<\/style>)/;

/**
 * Splits React's output for a non-document root into the elements it hoisted (`<title>`, `<meta>`,
 * `<link>`, `<style>`: React 19 emits them first) and the markup of the root itself.
 * @param html the whole output
 * @returns `{ hoisted, body }`
 */
export function splitHoisted(html: string): { hoisted: string; body: string } {
  let rest = html;
  let hoisted = '';
  for (let match = HOISTED.exec(rest); match; match = HOISTED.exec(rest)) {
    hoisted += match[0];
    rest = rest.slice(match[0].length);
  }
  return { hoisted, body: rest };
}

/**
 * Renders a React tree with React's static server renderer (`prerender`: a stream that starts once
 * every Suspense boundary has resolved), so a crawler gets the whole page in order and the HTML
 * carries no script (the boundary scripts of progressive streaming would need `unsafe-inline` in
 * the CSP). Strict:
 * an error anywhere (even one React could recover from by rendering a boundary's fallback) fails
 * the render, and the page falls back to browser rendering.
 */
async function renderToHtml(tree: ReactNode, signal: AbortSignal): Promise<string> {
  let failure: unknown;
  const { prelude } = await prerender(tree, {
    signal,
    // Never outline a finished Suspense boundary into a hidden segment moved by an inline script
    // (React does for boundaries past this many bytes, to paint earlier while streaming).
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    onError: (error) => {
      failure ??= error;
    },
  });
  const html = await new Response(prelude).text();
  if (signal.aborted) throw new Error('服务端渲染超时');
  if (failure !== undefined) throw failure instanceof Error ? failure : new Error(String(failure));
  return html;
}

/**
 * Renders one page of the site on the server (docs/performance.md "Server rendering"): the shell's
 * routes with the owning remote's prefix routes, the root and page loaders run through a static
 * handler (their API calls go through the shared client, which the renderer points at the API),
 * then the streaming renderer with every Suspense boundary resolved. Logged-in parts render as for
 * a visitor whose user info is not loaded yet; the browser fills them in.
 * @param input URL, registry, owning remote (absent: the shell's 404 page), token presence, abort
 * @returns a page (`status` 200, or a route error's status such as 404), or a redirect
 * @throws Error when a component throws outside an error boundary, or when aborted
 */
export async function renderPage(input: RenderPageInput): Promise<RenderedPage | RedirectedPage> {
  setSiteConfig(input.registry.site);
  const remoteRoutes: RouteObject[] = input.remote
    ? remotePrefixRoutes(input.remote.record, input.registry, input.remote.module)
    : [];
  const handler = createStaticHandler(shellRoutes(input.registry, remoteRoutes));
  const context = await handler.query(new Request(input.url, { signal: input.signal }));
  if (context instanceof Response) {
    return {
      kind: 'redirect',
      status: context.status,
      location: context.headers.get('Location') ?? '/',
    };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const store = makeStore({
    auth: { authenticated: input.token, userInfo: null, httpIP: '' },
  });
  const styles = createSsrStyleCollector();
  const redirect: SsrRedirect = {};
  const html = await renderToHtml(
    <SsrRedirectContext value={redirect}>
      <SsrStyleContext value={styles}>
        <Provider store={store}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </Provider>
      </SsrStyleContext>
    </SsrRedirectContext>,
    input.signal,
  );
  // A page behind login, for a visitor without a token (`RequireAuth`): to the login page.
  if (redirect.to) return { kind: 'redirect', status: 302, location: redirect.to };
  const { hoisted, body } = splitHoisted(html);
  // A route error (404 page, loader failure) renders on the server for its status and content;
  // the browser renders that page afresh instead of hydrating error objects.
  const payload: SsrPayload | undefined = context.errors
    ? undefined
    : {
        remote: input.remote
          ? { name: input.remote.record.name, version: input.remote.version }
          : null,
        hydrationData: { loaderData: context.loaderData },
        signedIn: input.token !== '',
      };
  return { kind: 'page', status: context.statusCode, head: hoisted + styles.html(), body, payload };
}

export { jsonForScript } from './ssrPayload';
