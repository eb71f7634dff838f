import { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse } from 'axios';
import type { FastifyInstance } from 'fastify';

/**
 * An axios adapter that answers the shared API client's calls in process, through Fastify's
 * `inject` (docs/performance.md "Server rendering"): the page renderer's loaders call `/api/…` as
 * the browser does, without a socket, as an anonymous visitor (no token, no cookie).
 * @param app the site server with the API registered
 * @returns the adapter; it resolves with the parsed JSON body for statuses axios' `validateStatus`
 *   accepts and rejects with an `AxiosError` (its `response` set) otherwise
 */
export function injectAdapter(app: FastifyInstance): AxiosAdapter {
  return async (config) => {
    const method = (config.method ?? 'get').toUpperCase() as 'GET' | 'POST';
    const url = new URL(
      `${config.baseURL ?? ''}${config.url ?? ''}`.replace(/([^:]\/)\/+/g, '$1'),
      'http://localhost',
    );
    for (const [key, value] of Object.entries((config.params ?? {}) as Record<string, unknown>)) {
      if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
    }
    const reply = await app.inject({
      method,
      url: url.pathname + url.search,
      headers: { accept: 'application/json' },
      ...(config.data === undefined ? {} : { payload: config.data as string }),
    });
    let data: unknown = reply.body;
    try {
      data = JSON.parse(reply.body);
    } catch {
      // not JSON: handed over as text
    }
    const response: AxiosResponse = {
      data,
      status: reply.statusCode,
      statusText: reply.statusMessage,
      headers: new AxiosHeaders(reply.headers as Record<string, string>),
      config,
      request: {},
    };
    const accept = config.validateStatus ?? ((status: number) => status >= 200 && status < 300);
    if (accept(reply.statusCode)) return response;
    throw new AxiosError(
      `Request failed with status code ${reply.statusCode}`,
      reply.statusCode >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
      config,
      {},
      response,
    );
  };
}
