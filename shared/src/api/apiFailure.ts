/** Marks an `ApiFailure` across bundle copies (a registered symbol is the same in every copy). */
const BRAND: unique symbol = Symbol.for('xingheng.ApiFailure');

/** Business codes that mean "no such thing" (docs/api.md): any 404, unknown path, unknown id. */
const NOT_FOUND_CODES: readonly number[] = [404, 40400, 40401];

/** What an `ApiFailure` is made of: the envelope the server sent (SPEC §7) and the HTTP status. */
export interface ApiFailureInit {
  /** Envelope `code` (e.g. `40401`), or the HTTP status / `-1` when there was no envelope. */
  code: number;
  /** Envelope `msg`: the Chinese message for the user. */
  msg: string;
  /** Envelope `data` (usually `null` on failure). */
  data?: unknown;
  /** HTTP status of the answer; `undefined` when no answer arrived (network error, timeout). */
  status?: number | undefined;
}

/**
 * The one error the API client rejects with (SPEC §7, §8; STYLE "Errors are `Error`s"): a real
 * `Error` (stack, `instanceof`) that carries the envelope's `code`, `msg` and `data` and the HTTP
 * status. Callers ask it (`isNotFound()`, `isUnauthorized()`) instead of re-parsing envelopes.
 */
export class ApiFailure extends Error {
  readonly code: number;
  readonly status: number | undefined;
  readonly data: unknown;
  private readonly [BRAND] = true;

  constructor({ code, msg, data = null, status }: ApiFailureInit) {
    super(msg);
    this.name = 'ApiFailure';
    this.code = code;
    this.status = status;
    this.data = data;
  }

  /** The envelope's `msg` (the same as `message`). */
  get msg(): string {
    return this.message;
  }

  /** True for HTTP 404 or an envelope code 404 / 40400 (unknown path) / 40401 (unknown id). */
  isNotFound(): boolean {
    return this.status === 404 || NOT_FOUND_CODES.includes(this.code);
  }

  /** True for HTTP 401 or envelope code 401 (token missing or expired, SPEC §8). */
  isUnauthorized(): boolean {
    return this.status === 401 || this.code === 401;
  }

  /**
   * Whether `value` is an `ApiFailure`, also when it was made by another copy of this module (a
   * remote that bundled its own `@xingheng/shared` by mistake still gets `true`).
   */
  static is(value: unknown): value is ApiFailure {
    return (
      value instanceof ApiFailure ||
      (value instanceof Error && (value as Partial<Record<typeof BRAND, unknown>>)[BRAND] === true)
    );
  }
}
