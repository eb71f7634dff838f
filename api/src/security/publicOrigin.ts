/**
 * The site's public origin (docs/security.md "The public origin"): the one base of every absolute
 * URL the server hands out (payment gateways' notify and return URLs, the sandbox's pay pages,
 * WeChat / QQ `redirect_uri`s). It is configuration, never the request's `Host` or
 * `X-Forwarded-Host`, which a caller chooses.
 */

/** The environment variable that sets the public origin, e.g. `https://www.xingheng.example`. */
export const PUBLIC_ORIGIN_ENV = 'XH_PUBLIC_ORIGIN';

/** Port of the local default origin when `PORT` does not say (`npm start`'s default). */
const DEFAULT_LOCAL_PORT = 8080;

/**
 * Checks and normalises a public origin: an `http:` or `https:` URL with a host and nothing after
 * it (no path, query, fragment or credentials), written as `URL#origin` writes it (lower-case host,
 * a default port dropped).
 * @param value e.g. `https://www.xingheng.example` or `http://localhost:8080/`
 * @returns the origin, e.g. `https://www.xingheng.example`
 * @throws Error (Chinese message naming `XH_PUBLIC_ORIGIN`) when the value is not such an origin
 */
export function parsePublicOrigin(value: string): string {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new Error(
      `${PUBLIC_ORIGIN_ENV} 不是有效的地址：${value}（例如 https://www.example.com）`,
    );
  }
  const bare =
    (url.pathname === '/' || url.pathname === '') &&
    !url.search &&
    !url.hash &&
    !url.username &&
    !url.password;
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname || !bare) {
    throw new Error(
      `${PUBLIC_ORIGIN_ENV} 须为站点对外的源（http 或 https、主机名与可选端口，不带路径）：${value}`,
    );
  }
  return url.origin;
}

/**
 * The public origin from the environment: `XH_PUBLIC_ORIGIN` when set; otherwise, outside
 * production, `http://localhost:<port>` (the address `npm start` prints). Under
 * `NODE_ENV=production` the variable is required: a server that cannot say where it is published
 * must not guess it from requests.
 * @param env the environment (`process.env`)
 * @param localPort the port of the local default (default `PORT`, else 8080)
 * @returns a normalised origin such as `https://www.xingheng.example`
 * @throws Error with a Chinese message when the variable is missing under production or invalid
 */
export function publicOriginFromEnv(
  env: Readonly<Record<string, string | undefined>>,
  localPort?: number,
): string {
  const configured = env[PUBLIC_ORIGIN_ENV];
  if (configured !== undefined && configured.trim() !== '') return parsePublicOrigin(configured);
  if (env.NODE_ENV === 'production') {
    throw new Error(
      `生产环境（NODE_ENV=production）须设置 ${PUBLIC_ORIGIN_ENV}，即站点对外的地址，例如 ` +
        `${PUBLIC_ORIGIN_ENV}=https://www.example.com：支付网关的通知与回跳地址、微信 / QQ 登录的 ` +
        'redirect_uri 都由它生成，服务端不取请求的 Host。',
    );
  }
  const port = localPort ?? (Number(env.PORT) || DEFAULT_LOCAL_PORT);
  return `http://localhost:${port}`;
}
