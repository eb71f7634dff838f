import fs from 'node:fs';
import path from 'node:path';
import { ROUTE_OWNERSHIP } from '@xingheng/shared/registry';
import { REPO_ROOT } from '../site/paths';
import { renderPageLocations, type Ownership } from './pageLocations';

/** The nginx configuration's template (issue #4 "Production serving"). */
export const NGINX_TEMPLATE_FILE = path.join(REPO_ROOT, 'ops', 'nginx', 'xingheng.conf.template');
/** The committed rendering of the template with `DEFAULT_NGINX_OPTIONS`. */
export const NGINX_DEFAULT_CONF_FILE = path.join(REPO_ROOT, 'ops', 'nginx', 'xingheng.conf');

/** What differs between one server and another. */
export interface NginxConfOptions {
  /** Absolute path of the deploy folder (`deployLayout`), e.g. `/srv/xingheng/deploy`. */
  deployRoot: string;
  /** nginx `listen` argument: a port (`8081`) or `address:port` (`127.0.0.1:8081`). */
  listen: string;
  /** Node API processes, `host:port` each (or `unix:/path`); nginx balances between them. */
  apiServers: readonly string[];
  /** Absolute path of a directory writable by nginx: pid, logs, temporary files. */
  runtimeDir: string;
  /** Absolute path of nginx's `mime.types` (Debian: `/etc/nginx/mime.types`). */
  mimeTypes: string;
  /** Route prefixes per remote; `ROUTE_OWNERSHIP` unless a test says otherwise. */
  ownership?: Ownership;
}

/** The parameters `ops/nginx/xingheng.conf` is rendered with. */
export const DEFAULT_NGINX_OPTIONS: NginxConfOptions = {
  deployRoot: '/srv/xingheng/deploy',
  listen: '8081',
  apiServers: ['127.0.0.1:8080'],
  runtimeDir: '/var/lib/xingheng/nginx',
  mimeTypes: '/etc/nginx/mime.types',
};

const GENERATED_NOTICE =
  'Generated from ops/nginx/xingheng.conf.template by `npm run nginx:conf` (scripts/src/nginx): do not edit.';

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
 * Renders the nginx configuration from the template.
 * @param options the server's parameters (see `NginxConfOptions`)
 * @param template the template text; read from `NGINX_TEMPLATE_FILE` when omitted
 * @returns a complete `nginx.conf`
 * @throws Error when a parameter is malformed (relative path, whitespace or nginx syntax in a
 *   value, no API server), a route prefix is invalid, or the template names an unknown placeholder
 */
export function renderNginxConf(
  options: NginxConfOptions,
  template = fs.readFileSync(NGINX_TEMPLATE_FILE, 'utf8'),
): string {
  if (options.apiServers.length === 0) throw new Error('Invalid nginx apiServers: none given');
  const apiServers = options.apiServers.map((server) => checked('API server', server, SERVER));
  const values: Record<string, string> = {
    generatedNotice: GENERATED_NOTICE,
    deployRoot: checked('deployRoot', options.deployRoot, ABSOLUTE_PATH).replace(/(.)\/+$/, '$1'),
    listen: checked('listen', options.listen, LISTEN),
    apiServers: apiServers.join(' '),
    apiUpstreamServers: apiServers.map((server) => `        server ${server};`).join('\n'),
    runtimeDir: checked('runtimeDir', options.runtimeDir, ABSOLUTE_PATH).replace(/(.)\/+$/, '$1'),
    mimeTypes: checked('mimeTypes', options.mimeTypes, ABSOLUTE_PATH),
    pageLocations: renderPageLocations(options.ownership ?? ROUTE_OWNERSHIP),
  };
  return template.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) => {
    const value = values[name];
    if (value === undefined)
      throw new Error(`Unknown placeholder in nginx template: ${placeholder}`);
    return value;
  });
}
