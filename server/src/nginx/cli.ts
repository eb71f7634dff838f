import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { CAPTCHA_PROVIDERS, type CaptchaProviderName } from '@xingheng/api';
import {
  DEFAULT_NGINX_OPTIONS,
  NGINX_STATIC_FILES,
  renderNginxConf,
  type NginxStaticFiles,
} from './renderNginxConf';

const USAGE = `Renders the nginx configuration (ops/nginx/xingheng.conf.template) for one server.

  npm run nginx:conf -- [--deploy-root DIR | --static proxy] [--listen PORT|ADDR:PORT] [--api HOST:PORT]...
                        [--page HOST:PORT]... [--runtime-dir DIR] [--mime-types FILE] [--captcha builtin|tencent]
                        [--tls-cert FILE --tls-key FILE] [--out FILE]

Defaults (those of the committed ops/nginx/xingheng.conf): --deploy-root ${DEFAULT_NGINX_OPTIONS.deployRoot}
--listen ${DEFAULT_NGINX_OPTIONS.listen} --api ${DEFAULT_NGINX_OPTIONS.apiServers.join(' --api ')}
--runtime-dir ${DEFAULT_NGINX_OPTIONS.runtimeDir} --mime-types ${DEFAULT_NGINX_OPTIONS.mimeTypes}
--captcha ${DEFAULT_NGINX_OPTIONS.captchaProvider ?? 'builtin'}, plain HTTP.
--api, --page: repeat for several nodes; a GET or HEAD that fails on one (refused, timed out,
502/503/504) is retried on the next, a POST never once sent (docs/deployment.md).
--page: the page renderers (npm start processes; default: the --api servers).
--static local (default): the registry, versioned files and the shell's page from --deploy-root;
--static proxy: from the page servers (a load balancer with no deploy folder of its own).
--captcha: the registry's site.captcha.provider on this server (its hosts join the CSP).
--tls-cert/--tls-key (absolute paths, both or neither): serve HTTPS on --listen and send
Strict-Transport-Security (docs/security.md).
Without --out the configuration is printed. Regenerate the committed file after changing the
template or ROUTE_OWNERSHIP: npm run nginx:conf -- --out ops/nginx/xingheng.conf`;

function isStaticFiles(value: string): value is NginxStaticFiles {
  return (NGINX_STATIC_FILES as readonly string[]).includes(value);
}

function isCaptchaProvider(value: string): value is CaptchaProviderName {
  return (CAPTCHA_PROVIDERS as readonly string[]).includes(value);
}

/**
 * `npm run nginx:conf`: parses the flags, renders and prints or writes the configuration.
 * Exits 1 with a message on an unknown flag or a malformed parameter.
 */
function main(): void {
  const { values } = parseArgs({
    options: {
      'deploy-root': { type: 'string' },
      static: { type: 'string' },
      listen: { type: 'string' },
      api: { type: 'string', multiple: true },
      page: { type: 'string', multiple: true },
      'runtime-dir': { type: 'string' },
      'mime-types': { type: 'string' },
      captcha: { type: 'string' },
      'tls-cert': { type: 'string' },
      'tls-key': { type: 'string' },
      out: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const captcha = values.captcha ?? DEFAULT_NGINX_OPTIONS.captchaProvider ?? 'builtin';
  if (!isCaptchaProvider(captcha)) throw new Error(`Unknown --captcha: ${captcha}`);
  const staticFiles = values.static ?? 'local';
  if (!isStaticFiles(staticFiles)) throw new Error(`Unknown --static: ${staticFiles}`);
  if (staticFiles === 'proxy' && values['deploy-root']) {
    throw new Error('--deploy-root has no use with --static proxy');
  }
  const [certificate, key] = [values['tls-cert'], values['tls-key']];
  if (Boolean(certificate) !== Boolean(key)) {
    throw new Error('--tls-cert and --tls-key go together');
  }
  const conf = renderNginxConf({
    ...(staticFiles === 'local'
      ? { deployRoot: values['deploy-root'] ?? DEFAULT_NGINX_OPTIONS.deployRoot }
      : {}),
    staticFiles,
    listen: values.listen ?? DEFAULT_NGINX_OPTIONS.listen,
    apiServers: values.api ?? DEFAULT_NGINX_OPTIONS.apiServers,
    ...(values.page ? { pageServers: values.page } : {}),
    runtimeDir: values['runtime-dir'] ?? DEFAULT_NGINX_OPTIONS.runtimeDir,
    mimeTypes: values['mime-types'] ?? DEFAULT_NGINX_OPTIONS.mimeTypes,
    captchaProvider: captcha,
    ...(certificate && key ? { tls: { certificate, key } } : {}),
  });
  if (!values.out) {
    process.stdout.write(conf);
    return;
  }
  fs.writeFileSync(path.resolve(values.out), conf);
  console.log(`[nginx] wrote ${path.resolve(values.out)}`);
}

try {
  main();
} catch (error: unknown) {
  console.error(error instanceof Error ? error.message : error);
  console.error(`\n${USAGE}`);
  process.exit(1);
}
