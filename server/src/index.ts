/**
 * The server's public face (docs/architecture.md "Node workspaces"): what the developer tools use
 * to run the site (the dev server, the perf lab). Everything else under server/src is internal.
 */
export {
  CACHE,
  createSiteServer,
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
