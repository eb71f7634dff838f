import fs from 'node:fs';
import path from 'node:path';
import {
  SECURITY_HEADER_NAMES,
  securityHeaders,
  STRICT_TRANSPORT_SECURITY,
  type CaptchaProviderName,
} from '@xingheng/api';
import { ROUTE_OWNERSHIP } from '@xingheng/shared/registry';
import { REPO_ROOT } from '@xingheng/release';
import { renderPageLocations, type Ownership } from './pageLocations';

/** The nginx configuration's template (docs/deployment.md). */
export const NGINX_TEMPLATE_FILE = path.join(REPO_ROOT, 'ops', 'nginx', 'xingheng.conf.template');
/** The committed rendering of the template with `DEFAULT_NGINX_OPTIONS`. */
export const NGINX_DEFAULT_CONF_FILE = path.join(REPO_ROOT, 'ops', 'nginx', 'xingheng.conf');

/** The certificate and key of an nginx that serves HTTPS. */
export interface NginxTls {
  /** Absolute path of the certificate chain (PEM), nginx `ssl_certificate`. */
  certificate: string;
  /** Absolute path of the private key (PEM), nginx `ssl_certificate_key`. */
  key: string;
}

/**
 * Where nginx finds the registry, the versioned files and the shell's page: `local` reads them from
 * the deploy folder on its own machine; `proxy` asks the page servers (a load balancer with no
 * deploy folder, in front of nodes that each serve their own copy of the deploy target).
 */
export type NginxStaticFiles = 'local' | 'proxy';

/** The values `--static` takes. */
export const NGINX_STATIC_FILES: readonly NginxStaticFiles[] = ['local', 'proxy'];

/**
 * An upstream node that fails this many times within `UPSTREAM_FAIL_TIMEOUT_S` seconds is left out
 * for that long (nginx `max_fails`, `fail_timeout`; ignored when a group has one server). Short,
 * because a node that is back is only asked again once it has passed: in a rolling restart, stop
 * the next node no sooner than this after the last one answers again (docs/deployment.md).
 */
export const UPSTREAM_MAX_FAILS = 2;
/** See `UPSTREAM_MAX_FAILS`. */
export const UPSTREAM_FAIL_TIMEOUT_S = 5;

/** What differs between one server and another. */
export interface NginxConfOptions {
  /**
   * Absolute path of the deploy folder (`deployLayout`), e.g. `/srv/xingheng/deploy`; required
   * with `staticFiles: 'local'`, unused with `proxy`.
   */
  deployRoot?: string;
  /** Where the deploy layout's files come from; default `local`. */
  staticFiles?: NginxStaticFiles;
  /** nginx `listen` argument: a port (`8081`) or `address:port` (`127.0.0.1:8081`). */
  listen: string;
  /** Node API processes, `host:port` each (or `unix:/path`); nginx balances between them. */
  apiServers: readonly string[];
  /**
   * Page renderers (docs/performance.md "Server rendering"), `host:port` each (or `unix:/path`):
   * the `npm start` processes. Default: the API servers (`npm start` serves both).
   */
  pageServers?: readonly string[];
  /** Absolute path of a directory writable by nginx: pid, logs, temporary files. */
  runtimeDir: string;
  /** Absolute path of nginx's `mime.types` (Debian: `/etc/nginx/mime.types`). */
  mimeTypes: string;
  /** Route prefixes per remote; `ROUTE_OWNERSHIP` unless a test says otherwise. */
  ownership?: Ownership;
  /**
   * The registry's `site.captcha.provider` on this server: its sources join the CSP
   * (docs/security.md). Default `builtin`, the strictest.
   */
  captchaProvider?: CaptchaProviderName;
  /** Serve HTTPS on `listen` with this certificate, and send `Strict-Transport-Security`. */
  tls?: NginxTls;
}

/** The parameters `ops/nginx/xingheng.conf` is rendered with. */
export const DEFAULT_NGINX_OPTIONS: NginxConfOptions = {
  deployRoot: '/srv/xingheng/deploy',
  listen: '8081',
  apiServers: ['127.0.0.1:8080'],
  runtimeDir: '/var/lib/xingheng/nginx',
  mimeTypes: '/etc/nginx/mime.types',
  captchaProvider: 'builtin',
};

const GENERATED_NOTICE =
  'Generated from ops/nginx/xingheng.conf.template by `npm run nginx:conf` (server/src/nginx): do not edit.';

/** Characters that would end or break an nginx directive argument. */
const UNSAFE = /[\s;{}'"#$\\]/;

function checked(name: string, value: string, shape?: RegExp): string {
  if (!value || UNSAFE.test(value) || (shape && !shape.test(value))) {
    throw new Error(`Invalid nginx ${name}: ${JSON.stringify(value)}`);
  }
  return value;
}

const ABSOLUTE_PATH = /^\//;
const LISTEN = /^(?:(?:[\w.-]+|\[[0-9A-Fa-f:]+\]):)?\d{1,5}$/;
const SERVER = /^(?:unix:\/.+|(?:[\w.-]+|\[[0-9A-Fa-f:]+\]):\d{1,5})$/;

/**
 * Keeps or drops the template's sections: `{{#name}}` … `{{/name}}`, each marker alone on its line,
 * kept (without the marker lines) when `sections[name]` is true, dropped whole otherwise.
 * @throws Error for a section the renderer does not know, or one that is not closed
 */
function renderSections(template: string, sections: Record<string, boolean>): string {
  const out: string[] = [];
  let open: { name: string; keep: boolean } | undefined;
  for (const line of template.split('\n')) {
    const marker = /^[ \t]*\{\{([#/])(\w+)\}\}[ \t]*$/.exec(line);
    if (marker) {
      const [, kind, name = ''] = marker;
      const keep = sections[name];
      if (keep === undefined) throw new Error(`Unknown section in nginx template: ${name}`);
      if (kind === '#' && !open) open = { name, keep };
      else if (kind === '/' && open?.name === name) open = undefined;
      else throw new Error(`Misplaced section marker in nginx template: ${line.trim()}`);
      continue;
    }
    if (!open || open.keep) out.push(line);
  }
  if (open) throw new Error(`Unclosed section in nginx template: ${open.name}`);
  return out.join('\n');
}

/** A header value inside double quotes: no quote, backslash, `$` (a variable) or line break. */
function quotedHeaderValue(name: string, value: string): string {
  if (/["\\$\r\n]/.test(value)) throw new Error(`Invalid nginx header value for ${name}`);
  return `"${value}"`;
}

/**
 * The security headers of docs/security.md as nginx directives, from the one definition
 * (`securityHeaders` of `@xingheng/api`), plus HSTS over HTTPS.
 * @param captchaProvider whose sources the CSP allows
 * @param https whether the server serves HTTPS (adds `Strict-Transport-Security`)
 * @returns one `add_header … always;` line per header
 */
export function securityHeaderLines(
  captchaProvider: CaptchaProviderName,
  https: boolean,
): string[] {
  const headers: [string, string][] = Object.entries(securityHeaders(captchaProvider));
  if (https) headers.push(['Strict-Transport-Security', STRICT_TRANSPORT_SECURITY]);
  return headers.map(
    ([name, value]) => `add_header ${name} ${quotedHeaderValue(name, value)} always;`,
  );
}

/** Every header nginx sets from the definition, HSTS included (hidden from the API's answers). */
const NGINX_SECURITY_HEADER_NAMES = [...SECURITY_HEADER_NAMES, 'Strict-Transport-Security'];

/**
 * Renders the nginx configuration from the template.
 * @param options the server's parameters (see `NginxConfOptions`)
 * @param template the template text; read from `NGINX_TEMPLATE_FILE` when omitted
 * @returns a complete `nginx.conf`
 * @throws Error when a parameter is malformed (relative path, whitespace or nginx syntax in a
 *   value, no API server, a TLS file that is not an absolute path, no deploy root with `local`
 *   static files, an unknown `staticFiles`), a route prefix is invalid, or the template names an
 *   unknown placeholder or section
 */
export function renderNginxConf(
  options: NginxConfOptions,
  template = fs.readFileSync(NGINX_TEMPLATE_FILE, 'utf8'),
): string {
  if (options.apiServers.length === 0) throw new Error('Invalid nginx apiServers: none given');
  const apiServers = options.apiServers.map((server) => checked('API server', server, SERVER));
  const pageServers = (options.pageServers ?? options.apiServers).map((server) =>
    checked('page server', server, SERVER),
  );
  if (pageServers.length === 0) throw new Error('Invalid nginx pageServers: none given');
  const listen = checked('listen', options.listen, LISTEN);
  const staticFiles = options.staticFiles ?? 'local';
  if (!NGINX_STATIC_FILES.includes(staticFiles)) {
    throw new Error(`Invalid nginx staticFiles: ${JSON.stringify(staticFiles)}`);
  }
  const deployRoot =
    staticFiles === 'local'
      ? checked('deployRoot', options.deployRoot ?? '', ABSOLUTE_PATH).replace(/(.)\/+$/, '$1')
      : '';
  const upstream = (server: string) =>
    `        server ${server} max_fails=${UPSTREAM_MAX_FAILS} fail_timeout=${UPSTREAM_FAIL_TIMEOUT_S}s;`;
  const captchaProvider = options.captchaProvider ?? 'builtin';
  const { tls } = options;
  const values: Record<string, string> = {
    generatedNotice: GENERATED_NOTICE,
    deployRoot,
    staticSource:
      staticFiles === 'local'
        ? `deploy root ${deployRoot}`
        : 'registry, versioned files and pages from the page servers (--static proxy)',
    listen,
    listenDirective: tls ? `${listen} ssl` : listen,
    scheme: tls ? 'https' : 'http',
    tlsDirectives: tls
      ? [
          `ssl_certificate ${checked('TLS certificate', tls.certificate, ABSOLUTE_PATH)};`,
          `ssl_certificate_key ${checked('TLS key', tls.key, ABSOLUTE_PATH)};`,
          'ssl_protocols TLSv1.2 TLSv1.3;',
        ].join('\n')
      : '',
    captchaProvider,
    securityHeaders: securityHeaderLines(captchaProvider, Boolean(tls)).join('\n'),
    hideUpstreamSecurityHeaders: NGINX_SECURITY_HEADER_NAMES.map(
      (name) => `proxy_hide_header ${name};`,
    ).join('\n'),
    apiServers: apiServers.join(' '),
    apiUpstreamServers: apiServers.map(upstream).join('\n'),
    pageServers: pageServers.join(' '),
    pageUpstreamServers: pageServers.map(upstream).join('\n'),
    runtimeDir: checked('runtimeDir', options.runtimeDir, ABSOLUTE_PATH).replace(/(.)\/+$/, '$1'),
    mimeTypes: checked('mimeTypes', options.mimeTypes, ABSOLUTE_PATH),
    pageLocations: renderPageLocations(options.ownership ?? ROUTE_OWNERSHIP),
  };
  const valueOf = (placeholder: string, name: string) => {
    const value = values[name];
    if (value === undefined)
      throw new Error(`Unknown placeholder in nginx template: ${placeholder}`);
    return value;
  };
  const sections = {
    localStatic: staticFiles === 'local',
    proxyStatic: staticFiles === 'proxy',
  };
  return (
    renderSections(template, sections)
      // A placeholder alone on its line is a block: each of its lines gets the line's indentation;
      // an empty block removes the line.
      .replace(
        /^([ \t]*)(\{\{(\w+)\}\})[ \t]*\n/gm,
        (_line, indent: string, placeholder: string, name: string) => {
          const value = valueOf(placeholder, name);
          return value === ''
            ? ''
            : `${value
                .split('\n')
                .map((line) => (line ? `${indent}${line}` : line))
                .join('\n')}\n`;
        },
      )
      .replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) => valueOf(placeholder, name))
  );
}
