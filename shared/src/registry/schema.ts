import * as z from 'zod/mini';
import { zhCN } from 'zod/locales';
import { REMOTE_NAME_PATTERN, RegistryError, VERSION_PATTERN } from './registryChecks';

/**
 * The runtime registry `/mf-registry.json`: which version of each remote is active, where its
 * manifest lives, which route prefixes it owns, and the runtime site config of SPEC §9. Served
 * `Cache-Control: no-store`; validated on load by the shell and by the release scripts. Written
 * with `zod/mini` (the shell ships it to every visitor: a fraction of full zod's size). Format
 * decisions: docs/adr/0001-runtime-registry.md.
 */

/** `/`, `/partner` (exact) or `/news/*` (the path and everything below it). */
export const RoutePrefixSchema = z
  .string()
  .check(
    z.regex(/^\/$|^(\/[A-Za-z0-9_.-]+)+(\/\*)?$/, '路由前缀须形如 "/"、"/partner" 或 "/news/*"'),
  );

/** A remote's registry name: `mf-` and lowercase letters. */
export const RemoteNameSchema = z
  .string()
  .check(z.regex(REMOTE_NAME_PATTERN, '远程应用名须形如 "mf-order"'));

/** A version string: package version, commit and build time, e.g. `0.1.0-3f2a9c1-20261122T0301`. */
export const VersionSchema = z.string().check(z.regex(VERSION_PATTERN, '版本号格式不正确'));

/** URL or absolute path of a version's `mf-manifest.json`. */
export const EntrySchema = z
  .string()
  .check(
    z.regex(
      /^(https?:\/\/[^\s]+|\/[^\s]*)mf-manifest\.json$/,
      '入口须指向某版本的 mf-manifest.json',
    ),
  );

export const VersionRefSchema = z.object({ version: VersionSchema, entry: EntrySchema });

/**
 * A canary (docs/releasing.md): `percent` of visitors, chosen by their stable bucket cookie, load
 * `version` instead of the active one. `promote` or `rollback` ends it.
 */
export const CanarySchema = z.object({
  version: VersionSchema,
  entry: EntrySchema,
  percent: z
    .number()
    .check(
      z.int(),
      z.minimum(1, '灰度比例须在 1–99 之间'),
      z.maximum(99, '灰度比例须在 1–99 之间'),
    ),
});

export const RemoteRecordSchema = z.object({
  name: RemoteNameSchema,
  version: VersionSchema,
  entry: EntrySchema,
  prefixes: z.array(RoutePrefixSchema).check(z.minLength(1, '每个远程应用至少拥有一个路由前缀')),
  /**
   * The previously active version, tried when the active one fails to load
   * (docs/adr/0002-release-ledger.md).
   */
  previous: z.optional(VersionRefSchema),
  /** A candidate served to a share of visitors (`canary`, docs/releasing.md). */
  canary: z.optional(CanarySchema),
  /**
   * Versions withdrawn for failing (the canary watcher, docs/releasing.md): a tab running one of
   * them reloads onto the version chosen now at its next navigation. Never the active, previous or
   * canary version; at most 20, newest first.
   */
  withdrawn: z.optional(z.array(VersionSchema).check(z.maxLength(20))),
});

/** Runtime site config (SPEC §9): one build serves any environment. */
export const SiteConfigSchema = z.object({
  apiBase: z.string().check(z.minLength(1)),
  userCenterHost: z.url('用户中心地址须为 URL'),
  constantsHost: z.url(),
  /**
   * Where the coverage service answers `…/coverage/regions` and `…/coverage/lookup` (SPEC §9): an
   * absolute URL of the coverage host, or a path of this site (`/api`: the API of `api/` serves
   * them, the local default).
   */
  coverageHost: z
    .string()
    .check(
      z.refine(
        (host) =>
          /^https?:\/\/[^/]/.test(host) ? URL.canParse(host) : /^\/(?!\/)[\w\-./]*$/.test(host),
        '覆盖查询服务地址须为 URL 或本站路径',
      ),
    ),
  tenantAppId: z.string(),
  wechatAppId: z.string(),
  qqAppId: z.string(),
  /** Parent domain for the auth cookie, e.g. `.example.com`; empty on localhost. */
  cookieDomain: z.string(),
  loginRedirectUrl: z.string(),
  captcha: z.object({
    provider: z.enum(['builtin', 'tencent']),
    appId: z.string(),
  }),
  /**
   * Share of page views (0–1) that send load reports to `/api/web/remote-loads` (docs/api.md
   * "Remote load reports"); absent: `DEFAULT_LOAD_REPORT_RATE` (1, every page view). A busy site
   * lowers it; the canary watcher compares rates, which sampling leaves unbiased.
   */
  loadReportRate: z.optional(
    z
      .number()
      .check(z.minimum(0, '上报抽样率须在 0–1 之间'), z.maximum(1, '上报抽样率须在 0–1 之间')),
  ),
});

export const RegistrySchema = z
  .object({
    schemaVersion: z.literal(1),
    site: SiteConfigSchema,
    remotes: z.array(RemoteRecordSchema),
  })
  .check(
    z.superRefine((registry, ctx) => {
      const owners = new Map<string, string>();
      registry.remotes.forEach((remote, i) => {
        if (registry.remotes.findIndex((r) => r.name === remote.name) !== i) {
          ctx.addIssue({
            code: 'custom',
            message: `远程应用 ${remote.name} 重复登记`,
            path: ['remotes', i],
            input: remote,
          });
        }
        for (const prefix of remote.prefixes) {
          const owner = owners.get(prefix);
          if (owner) {
            ctx.addIssue({
              code: 'custom',
              message: `路由前缀 ${prefix} 同时属于 ${owner} 与 ${remote.name}`,
              path: ['remotes', i, 'prefixes'],
              input: remote.prefixes,
            });
          }
          owners.set(prefix, remote.name);
        }
      });
    }),
  );

export type RoutePrefix = z.infer<typeof RoutePrefixSchema>;
export type RemoteRecord = z.infer<typeof RemoteRecordSchema>;
export type VersionRef = z.infer<typeof VersionRefSchema>;
export type Canary = z.infer<typeof CanarySchema>;
export type SiteConfig = z.infer<typeof SiteConfigSchema>;
export type Registry = z.infer<typeof RegistrySchema>;

/**
 * Validates a parsed registry document.
 * @param input the JSON value of `/mf-registry.json`
 * @returns the typed registry
 * @throws RegistryError listing every problem (path and Chinese message)
 */
export function parseRegistry(input: unknown): Registry {
  const result = RegistrySchema.safeParse(input, { error: zhCN().localeError });
  if (result.success) return result.data;
  throw new RegistryError(
    result.error.issues.map((issue) =>
      issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
    ),
  );
}
