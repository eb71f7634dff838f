/**
 * The server's public face (docs/architecture.md "Node workspaces"): what the developer tools use
 * to run the site (the dev server, the perf lab). Everything else under server/src is internal.
 */
export {
  CACHE,
  createSiteServer,
  isServedBuildFile,
  pagePathname,
  readRegistry,
  type SiteServerOptions,
} from './site/server';
export {
  createPageRateLimiter,
  createSharedPageRateLimiter,
  type PageRateLimit,
  type PageRateLimiter,
} from './site/pageRateLimit';
export { UPSTREAM_FAIL_TIMEOUT_S } from './nginx/renderNginxConf';
export { startNginx, type RunningNginx, type StartNginxOptions } from './nginx/nginxProcess';

// The perf lab's monolith (tools/src/perf/monolithServer.ts) answers its pages with the site's own
// page answer (cache, compression, statuses) and composes them as the render threads do.
export { createPageAnswer, type PageAnswerOptions } from './site/pageAnswer';
export { pageCacheFromEnv } from './site/pageOptions';
export { bridgeAdapter, injectCall } from './ssr/apiBridge';
export {
  DEFAULT_SSR_BUDGET_MS,
  type PageRenderer,
  type RenderedAnswer,
  type RenderPlan,
} from './ssr/pageRenderer';
export { loadServerBuild, pageOfRender, type ShellServerBuild } from './ssr/renderJob';
export { pageFilesOf, pageScriptPreloads } from './ssr/remoteHeadLinks';
export { createServerSanitizer } from './ssr/serverSanitizer';
export { parseCookies } from './ssr/visitorVersions';
