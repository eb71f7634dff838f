import type { MessagePort } from 'node:worker_threads';
import { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse } from 'axios';
import type { FastifyInstance } from 'fastify';

/** One API call of a page loader, as it crosses the bridge (structured-clonable). */
export interface ApiCall {
  method: 'GET' | 'POST';
  /** Path and query, e.g. `/api/web/news/list?page=1&pageSize=6`. */
  url: string;
  /** The request body as axios serialized it, if any. */
  payload?: string;
}

/** The API's answer to an `ApiCall`. */
export interface ApiAnswer {
  status: number;
  statusMessage: string;
  headers: Record<string, string>;
  /** The body as text (JSON for every `/api` route). */
  body: string;
}

/** Answers an `ApiCall`: in process (`injectCall`) or across threads (`portCall`). */
export type AnswerApi = (call: ApiCall) => Promise<ApiAnswer>;

/**
 * A message on a bridge port: the worker saying it started the render, a call from the worker, or
 * the answer from the main thread.
 */
export type BridgeMessage =
  | { kind: 'started' }
  | { kind: 'call'; id: number; call: ApiCall }
  | { kind: 'answer'; id: number; answer: ApiAnswer }
  | { kind: 'failure'; id: number; message: string };

/**
 * Answers calls through Fastify's `inject`, without a socket, as an anonymous visitor (no token,
 * no cookie): the page loaders' view of the API (docs/performance.md "Server rendering").
 * @param app the site server with the API registered
 * @returns the answering function; it rejects when `inject` does
 */
export function injectCall(app: FastifyInstance): AnswerApi {
  return async (call) => {
    const reply = await app.inject({
      method: call.method,
      url: call.url,
      headers: { accept: 'application/json' },
      ...(call.payload === undefined ? {} : { payload: call.payload }),
    });
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(reply.headers)) {
      if (value !== undefined)
        headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
    }
    return {
      status: reply.statusCode,
      statusMessage: reply.statusMessage,
      headers,
      body: reply.body,
    };
  };
}

/**
 * The main thread's end of a render's bridge: answers each call arriving on `port` with `answer`
 * (the site's `app.inject`) and posts the answer back, until the port is closed.
 * @param port the main thread's end of the render's `MessageChannel`
 * @param answer how calls are answered
 */
export function serveApiOnPort(port: MessagePort, answer: AnswerApi): void {
  port.on('message', (message: BridgeMessage) => {
    if (message.kind !== 'call') return;
    answer(message.call).then(
      (result) => port.postMessage({ kind: 'answer', id: message.id, answer: result }),
      (error: unknown) =>
        port.postMessage({
          kind: 'failure',
          id: message.id,
          message: error instanceof Error ? error.message : String(error),
        }),
    );
  });
}

/**
 * The worker's end of a render's bridge: each call is posted to the main thread (`serveApiOnPort`)
 * and resolved with its answer.
 * @param port the worker's end of the render's `MessageChannel`
 * @returns the answering function; it rejects with the main thread's message when `inject` failed
 */
export function portCall(port: MessagePort): AnswerApi {
  let next = 0;
  const pending = new Map<
    number,
    { resolve: (a: ApiAnswer) => void; reject: (e: Error) => void }
  >();
  port.on('message', (message: BridgeMessage) => {
    if (message.kind === 'started' || message.kind === 'call') return;
    const waiting = pending.get(message.id);
    if (!waiting) return;
    pending.delete(message.id);
    if (message.kind === 'answer') waiting.resolve(message.answer);
    else waiting.reject(new Error(`接口调用失败：${message.message}`));
  });
  return (call) =>
    new Promise<ApiAnswer>((resolve, reject) => {
      next += 1;
      pending.set(next, { resolve, reject });
      port.postMessage({ kind: 'call', id: next, call } satisfies BridgeMessage);
    });
}

/**
 * An axios adapter for the shared API client on the server: the page loaders call `/api/…` as the
 * browser does, and `answer` answers (docs/performance.md "Server rendering").
 * @param answer `injectCall(app)` in the site's process, `portCall(port)` in a render worker; a
 *   function so that a worker can point it at the bridge of the render under way
 * @returns the adapter; it resolves with the parsed JSON body for statuses axios' `validateStatus`
 *   accepts and rejects with an `AxiosError` (its `response` set) otherwise
 */
export function bridgeAdapter(answer: () => AnswerApi): AxiosAdapter {
  return async (config) => {
    const method = (config.method ?? 'get').toUpperCase() as 'GET' | 'POST';
    const url = new URL(
      `${config.baseURL ?? ''}${config.url ?? ''}`.replace(/([^:]\/)\/+/g, '$1'),
      'http://localhost',
    );
    for (const [key, value] of Object.entries((config.params ?? {}) as Record<string, unknown>)) {
      if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
    }
    const reply = await answer()({
      method,
      url: url.pathname + url.search,
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
      status: reply.status,
      statusText: reply.statusMessage,
      headers: new AxiosHeaders(reply.headers),
      config,
      request: {},
    };
    const accept = config.validateStatus ?? ((status: number) => status >= 200 && status < 300);
    if (accept(reply.status)) return response;
    throw new AxiosError(
      `Request failed with status code ${reply.status}`,
      reply.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
      config,
      {},
      response,
    );
  };
}
