import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { CaptchaProviderName } from '@xingheng/api';
import { freePort } from '@xingheng/release/testing';
import { renderNginxConf, type NginxStaticFiles, type NginxTls } from './renderNginxConf';

/** Debian's nginx (`apt-get install nginx`); `NGINX_BIN` overrides. */
export const NGINX_BIN = process.env.NGINX_BIN ?? '/usr/sbin/nginx';

function canConnect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

function readIfExists(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

/** An nginx master process started by `startNginx`. */
export interface RunningNginx {
  /** `http://127.0.0.1:<port>` (`https://` with `tls`) */
  origin: string;
  /** The rendered configuration file. */
  confFile: string;
  /** Stops nginx (SIGTERM, SIGKILL after 5 s) and waits for it; safe to call twice. */
  stop: () => Promise<void>;
}

/** Where and what `startNginx` serves. */
export interface StartNginxOptions {
  /** The deploy folder to serve (`deployLayout`); required unless `staticFiles` is `proxy`. */
  deployRoot?: string;
  /** `local` (default): files from `deployRoot`; `proxy`: from the page servers. */
  staticFiles?: NginxStaticFiles;
  /** A directory of its own for nginx's configuration, pid, logs and temporary files. */
  runtimeDir: string;
  /** `host:port` of the Node API, or of each node when there are several. */
  apiServer: string | readonly string[];
  /** `host:port` of the page renderer (or each); default the API's. */
  pageServer?: string | readonly string[];
  /** The loopback port to listen on; default a free one. */
  port?: number;
  /** The captcha provider whose sources the CSP allows; default `builtin`. */
  captchaProvider?: CaptchaProviderName;
  /** Serve HTTPS with this certificate (and send HSTS). */
  tls?: NginxTls;
  /** How long to wait for nginx to accept connections; default 10 s. */
  timeoutMs?: number;
}

/**
 * Renders the configuration for a loopback port (`port`, or a free one), checks it with `nginx -t` and runs
 * `nginx -c <conf> -p <runtimeDir> -g 'daemon off;'` in the foreground of a child process.
 * @returns the running nginx once it accepts connections
 * @throws Error when `NGINX_BIN` is missing, `nginx -t` rejects the configuration, nginx exits
 *   early, or it does not listen within the timeout (the error carries nginx's output)
 */
export async function startNginx(options: StartNginxOptions): Promise<RunningNginx> {
  if (!fs.existsSync(NGINX_BIN)) {
    throw new Error(`${NGINX_BIN} is missing: install Debian's nginx (apt-get install nginx)`);
  }
  const port = options.port ?? (await freePort());
  const list = (servers: string | readonly string[]) =>
    typeof servers === 'string' ? [servers] : servers;
  const confFile = path.join(options.runtimeDir, 'nginx.conf');
  fs.mkdirSync(options.runtimeDir, { recursive: true });
  fs.writeFileSync(
    confFile,
    renderNginxConf({
      ...(options.deployRoot ? { deployRoot: options.deployRoot } : {}),
      ...(options.staticFiles ? { staticFiles: options.staticFiles } : {}),
      listen: `127.0.0.1:${port}`,
      apiServers: list(options.apiServer),
      pageServers: list(options.pageServer ?? options.apiServer),
      runtimeDir: options.runtimeDir,
      mimeTypes: '/etc/nginx/mime.types',
      ...(options.captchaProvider ? { captchaProvider: options.captchaProvider } : {}),
      ...(options.tls ? { tls: options.tls } : {}),
    }),
  );
  const base = ['-c', confFile, '-p', options.runtimeDir, '-e', 'stderr'];
  const check = spawnSync(NGINX_BIN, ['-t', ...base], { encoding: 'utf8', timeout: 10_000 });
  if (check.status !== 0) throw new Error(`nginx -t failed:\n${check.stderr}${check.stdout}`);

  const child = spawn(NGINX_BIN, [...base, '-g', 'daemon off;'], { stdio: 'pipe' });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let running = true;
  const exited = new Promise<void>((resolve) => {
    const done = () => {
      running = false;
      resolve();
    };
    child.once('close', done);
    child.once('error', (error) => {
      output += `${error.message}\n`;
      done();
    });
  });
  // SIGTERM: fast shutdown, the master stops its workers and exits (SIGKILL would orphan them).
  const stop = async () => {
    if (!running) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
  };

  const deadline = Date.now() + (options.timeoutMs ?? 10_000);
  while (!(await canConnect(port))) {
    if (!running || Date.now() > deadline) {
      await stop();
      const log = readIfExists(path.join(options.runtimeDir, 'error.log'));
      throw new Error(`nginx did not start on 127.0.0.1:${port}:\n${output}${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { origin: `${options.tls ? 'https' : 'http'}://127.0.0.1:${port}`, confFile, stop };
}
