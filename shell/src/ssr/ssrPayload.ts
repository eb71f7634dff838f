import type { HydrationState } from '@xingheng/shared/router';

/** Id of the page's registry script (`type="application/json"`): the shell reads it instead of fetching. */
export const REGISTRY_SCRIPT_ID = 'xh-registry';

/** Id of the server render's data script (`type="application/json"`, never executed: CSP). */
export const SSR_SCRIPT_ID = 'xh-ssr';

/**
 * What a server-rendered page hands to the browser (docs/performance.md "Server rendering").
 * - `remote`: the remote (and version) whose pages were rendered, `null` for the shell's own 404;
 * - `hydrationData`: the loader data by route id (`root`, page path patterns), so the browser does
 *   not fetch it again;
 * - `signedIn`: whether the request carried a token cookie, i.e. whether the page was rendered as
 *   for a logged-in visitor. The browser hydrates only while its cookie still says the same (a
 *   login or logout in another tab between the response and the hydration renders afresh).
 */
export interface SsrPayload {
  remote: { name: string; version: string } | null;
  hydrationData: Pick<HydrationState, 'loaderData'>;
  signedIn: boolean;
}

/**
 * Serialises a value for a `<script type="application/json">`: JSON with `<`, `>`, `&`, U+2028 and
 * U+2029 escaped, so no content can close the script element or be read as markup.
 * @param value any JSON-serialisable value
 * @returns the text to put between the script tags
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * Reads and parses a JSON script of the page (browser only).
 * @param id the element id
 * @returns the parsed value, or `undefined` when the element is missing or not valid JSON
 */
export function readJsonScript(id: string): unknown {
  const text = document.getElementById(id)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The server render's payload of this page, when it has a usable one.
 * @returns the payload, or `undefined` (client-rendered page, or a malformed script)
 */
export function readSsrPayload(): SsrPayload | undefined {
  const value = readJsonScript(SSR_SCRIPT_ID);
  if (typeof value !== 'object' || value === null) return undefined;
  const payload = value as Partial<SsrPayload>;
  const loaderData = payload.hydrationData?.loaderData;
  if (
    payload.remote === undefined ||
    typeof payload.signedIn !== 'boolean' ||
    typeof loaderData !== 'object' ||
    loaderData === null
  ) {
    return undefined;
  }
  return payload as SsrPayload;
}

/**
 * Whether the browser may hydrate the server's HTML for the visitor it is now: the server rendered
 * for a logged-in visitor exactly when the token cookie is still set (SPEC §4: the header and the
 * pages behind login render from that token). A login or logout in another tab between the
 * response and the hydration changes the cookie: hydrating would not match (React error #418),
 * so the page renders afresh instead.
 * @param payload the server's payload (`readSsrPayload`)
 * @param token the token cookie now (`readTokenCookie`), `''` for none
 * @returns `true` when the server rendered for the same signed-in state
 */
export function renderedForVisitor(payload: SsrPayload, token: string): boolean {
  return payload.signedIn === (token !== '');
}
