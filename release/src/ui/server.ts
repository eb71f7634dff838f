import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import type { DeployTarget } from '../deploy/deployTarget';
import { readLedger } from '../core/releaseStore';
import { releaseUiDatabase } from './data';
import { buildReleaseView } from './model';
import { READ_ONLY_NOTICE, renderReleasePage } from './page';

/**
 * The read-only release page for release managers (docs/releasing.md): a Fastify server on the
 * loopback interface only, the page rendered from the ledger and the API database on every
 * request. Changes stay with the command line: every method but GET and HEAD answers 405.
 */

/** The hosts the page may listen on: the loopback interface, nothing reachable from outside. */
export const LOOPBACK_HOSTS: readonly string[] = ['127.0.0.1', '::1', 'localhost'];

/** Options of `serveReleaseUi`. */
export interface ReleaseUiOptions {
  /** The deploy target whose ledger is shown (`localFolderTarget(dir)`). */
  target: DeployTarget;
  /** The API's SQLite file; never created (missing: the page says so and shows no figures). */
  dbFile: string;
  /** TCP port, 0–65535; 0 takes any free port (see the returned `url`). */
  port: number;
  /** `127.0.0.1` (default), `::1` or `localhost`; any other host is refused. */
  host?: string;
  /** The clock (tests pass a fixed one); default the system clock. */
  now?: () => Date;
  /** Seconds between the page's reloads, an integer 1–3600; default 15. */
  refreshSeconds?: number;
}

/** A running release page. */
export interface ReleaseUiServer {
  /** Its address, e.g. `http://127.0.0.1:43117/`. */
  url: string;
  /** Stops the server and closes the database. */
  close(): Promise<void>;
}

/**
 * Refuses a host that is not the loopback interface.
 * @param host e.g. `127.0.0.1`
 * @throws Error (Chinese) when `host` is not one of `LOOPBACK_HOSTS`
 */
export function assertLoopbackHost(host: string): void {
  if (!LOOPBACK_HOSTS.includes(host)) {
    throw new Error(
      `发布看板只监听本机回环地址（127.0.0.1、::1 或 localhost），拒绝监听 ${host}：它显示发布台账，不对外开放`,
    );
  }
}

/** Whether a request's `Host` header names this machine (a DNS-rebinding page names another). */
function isLoopbackHostHeader(header: string | undefined): boolean {
  const name = header?.match(/^(\[[^\]]+\]|[^:]+)(?::\d+)?$/)?.[1]?.replace(/^\[|\]$/g, '');
  return name !== undefined && LOOPBACK_HOSTS.includes(name.toLowerCase());
}

/**
 * The Content-Security-Policy of one answer: only this server's files and the scripts carrying
 * this answer's nonce run; inline styles are allowed (the stylesheet and ECharts' own).
 * @param nonce a fresh random value (base64) for this answer
 */
export function releaseUiCsp(nonce: string): string {
  return (
    `default-src 'self'; script-src 'self' 'nonce-${nonce}'; style-src 'self' 'unsafe-inline'; ` +
    `img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`
  );
}

const TEXT = 'text/plain; charset=utf-8';

/**
 * Starts the release page: `GET /` the page (refreshing itself every `refreshSeconds`; `/?refresh=off`
 * without reloads), `GET /echarts.min.js` ECharts, 404 for any other path, 405 with
 * `READ_ONLY_NOTICE` for any other method, 403 for a `Host` header that is not the loopback (DNS
 * rebinding). Every answer carries `Cache-Control: no-store` (ECharts excepted: cached a day under
 * a URL with its hash), `X-Content-Type-Options: nosniff`, `Referrer-Policy: no-referrer` and
 * the CSP of `releaseUiCsp` with a fresh nonce.
 * @param options see `ReleaseUiOptions`
 * @returns the page's `url` and `close()`
 * @throws Error (Chinese) for a host other than the loopback, a port outside 0–65535, a refresh
 *   interval outside 1–3600 s; the listen error when the port is taken
 */
export async function serveReleaseUi(options: ReleaseUiOptions): Promise<ReleaseUiServer> {
  const host = options.host ?? '127.0.0.1';
  assertLoopbackHost(host);
  const { port, target } = options;
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(`端口须为 0–65535 的整数（0 为任一空闲端口），收到 ${port}`);
  }
  const refreshSeconds = options.refreshSeconds ?? 15;
  if (!Number.isInteger(refreshSeconds) || refreshSeconds < 1 || refreshSeconds > 3600) {
    throw new Error(`自动刷新间隔须为 1–3600 的整数（秒），收到 ${refreshSeconds}`);
  }
  const now = options.now ?? (() => new Date());
  const echarts = await fs.readFile(require.resolve('echarts/dist/echarts.min.js'));
  const echartsHash = crypto.createHash('sha256').update(echarts).digest('hex').slice(0, 12);
  const database = releaseUiDatabase(options.dbFile);

  const app = Fastify({ logger: false });
  const nonces = new WeakMap<object, string>();
  app.addHook('onRequest', async (request, reply) => {
    const nonce = crypto.randomBytes(16).toString('base64');
    nonces.set(request, nonce);
    reply.headers({
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
      'Content-Security-Policy': releaseUiCsp(nonce),
    });
    if (!isLoopbackHostHeader(request.headers.host)) {
      return reply
        .code(403)
        .type(TEXT)
        .send('发布看板只接受本机地址访问（127.0.0.1、localhost、[::1]）');
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(405).header('Allow', 'GET, HEAD').type(TEXT).send(READ_ONLY_NOTICE);
    }
    return undefined;
  });
  app.addHook('onClose', () => database.close());

  app.get<{ Querystring: { refresh?: string } }>('/', async (request, reply) => {
    const at = now();
    const view = buildReleaseView({
      ledger: await readLedger(target),
      target: target.description,
      now: at,
      refreshSeconds,
      paused: request.query.refresh === 'off',
      database: await database.read(at),
    });
    const nonce = nonces.get(request) ?? '';
    const page = renderReleasePage(view, {
      nonce,
      echartsSrc: `/echarts.min.js?v=${echartsHash}`,
    });
    return reply.type('text/html; charset=utf-8').send(page);
  });
  app.get('/echarts.min.js', async (_request, reply) =>
    reply
      .header('Cache-Control', 'public, max-age=86400, immutable')
      .type('text/javascript; charset=utf-8')
      .send(echarts),
  );
  app.setNotFoundHandler((_request, reply) =>
    reply.code(404).type(TEXT).send('没有这个页面：发布看板只有首页 /'),
  );
  app.setErrorHandler((error, _request, reply) =>
    reply
      .code(500)
      .type(TEXT)
      .send(`发布看板生成失败：${error instanceof Error ? error.message : String(error)}`),
  );

  await app.listen({ port, host });
  const address = app.server.address() as AddressInfo;
  const shown = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return { url: `http://${shown}:${address.port}/`, close: () => app.close() };
}
