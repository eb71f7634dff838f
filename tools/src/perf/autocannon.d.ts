// The part of autocannon 8's programmatic API that the benches of tools/src/perf use (the package
// ships no types).
declare module 'autocannon' {
  namespace autocannon {
    /** Options of one run. */
    interface Options {
      url: string;
      /** HTTP method (default `GET`). */
      method?: 'GET' | 'POST';
      /** Request body. */
      body?: string;
      /** Concurrent connections. */
      connections?: number;
      /** Seconds to run. */
      duration?: number;
      headers?: Record<string, string>;
      /** A run before the measured one, not counted. */
      warmup?: { connections?: number; duration?: number };
      /** Requests to cycle through, each able to change the next request and read the answer. */
      requests?: Request[];
    }

    /** The raw request a `setupRequest` receives and returns. */
    interface RawRequest {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string;
    }

    /** One entry of `Options.requests`. */
    interface Request {
      method?: 'GET' | 'POST';
      path?: string;
      headers?: Record<string, string>;
      body?: string;
      /** Changes the request before it is sent (a new path, headers). */
      setupRequest?: (request: RawRequest, context: Record<string, unknown>) => RawRequest;
      /** Reads each answer: status, body as text, headers (lower-case names). */
      onResponse?: (
        status: number,
        body: string,
        context: Record<string, unknown>,
        headers: Record<string, string>,
      ) => void;
    }

    /** A histogram summary: `average`, `max` and percentiles such as `p99`. */
    interface Histogram {
      average: number;
      mean: number;
      stddev: number;
      min: number;
      max: number;
      p50: number;
      p90: number;
      p99: number;
    }

    /** The result of one run. */
    interface Result {
      url: string;
      duration: number;
      errors: number;
      timeouts: number;
      non2xx: number;
      '2xx': number;
      /** Latency in milliseconds. */
      latency: Histogram;
      /** Requests per second (per one-second sample). */
      requests: Histogram & { total: number; sent: number };
      /** Bytes per second. */
      throughput: Histogram & { total: number };
    }
  }

  /** Runs a load test; the promise resolves with its result. */
  function autocannon(options: autocannon.Options): Promise<autocannon.Result>;

  export = autocannon;
}
