import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_NGINX_OPTIONS, renderNginxConf } from './renderNginxConf';

const USAGE = `Renders the nginx configuration (ops/nginx/xingheng.conf.template) for one server.

  npm run nginx:conf -- [--deploy-root DIR] [--listen PORT|ADDR:PORT] [--api HOST:PORT]...
                        [--runtime-dir DIR] [--mime-types FILE] [--out FILE]

Defaults (those of the committed ops/nginx/xingheng.conf): --deploy-root ${DEFAULT_NGINX_OPTIONS.deployRoot}
--listen ${DEFAULT_NGINX_OPTIONS.listen} --api ${DEFAULT_NGINX_OPTIONS.apiServers.join(' --api ')}
--runtime-dir ${DEFAULT_NGINX_OPTIONS.runtimeDir} --mime-types ${DEFAULT_NGINX_OPTIONS.mimeTypes}.
Without --out the configuration is printed. Regenerate the committed file after changing the
template or ROUTE_OWNERSHIP: npm run nginx:conf -- --out ops/nginx/xingheng.conf`;

/**
 * `npm run nginx:conf`: parses the flags, renders and prints or writes the configuration.
 * Exits 1 with a message on an unknown flag or a malformed parameter.
 */
function main(): void {
  const { values } = parseArgs({
    options: {
      'deploy-root': { type: 'string' },
      listen: { type: 'string' },
      api: { type: 'string', multiple: true },
      'runtime-dir': { type: 'string' },
      'mime-types': { type: 'string' },
      out: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const conf = renderNginxConf({
    deployRoot: values['deploy-root'] ?? DEFAULT_NGINX_OPTIONS.deployRoot,
    listen: values.listen ?? DEFAULT_NGINX_OPTIONS.listen,
    apiServers: values.api ?? DEFAULT_NGINX_OPTIONS.apiServers,
    runtimeDir: values['runtime-dir'] ?? DEFAULT_NGINX_OPTIONS.runtimeDir,
    mimeTypes: values['mime-types'] ?? DEFAULT_NGINX_OPTIONS.mimeTypes,
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
