import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { issueToken } from '../auth/tokens';
import { openDatabase } from '../db/open';
import type { Database } from '../db/types';
import { buildApiServer, type ApiServerOptions } from '../server';
import { humanDrag } from './sliderSolver';
import { freshTestDatabase } from './database';

// `app.inject` runs on light-my-request, which requires the ESM-only `cookie` 2 for one helper
// (encoding the `cookies` inject option, unused here). Jest's CommonJS runtime cannot load it while
// the api jest project does not transform node_modules: stand in the one function it calls.

/** A standalone API on its own temporary SQLite file; `close` removes the file. */
export interface TestApi {
  app: FastifyInstance;
  dbFile: string;
  close: () => Promise<void>;
}

/**
 * The public origin of every test API (`ApiServerOptions.publicOrigin`): not the `localhost` of
 * injected requests, so a URL built from the request's host shows in a test.
 */
export const TEST_PUBLIC_ORIGIN = 'https://www.xingheng.example';

/** Time added to each test API's captcha clock (`letCaptchaTimePass`), by server. */
const captchaTime = new WeakMap<FastifyInstance, { ms: number }>();

/** A fresh temporary directory under os.tmpdir(). */
export function tempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'xingheng-api-'));
}

/**
 * Starts the API on a new temporary database, with an optional fake clock and the other options
 * of `buildApiServer` (deploy folder, pruning period, captcha). The captcha runs on its own clock:
 * the API's plus what `letCaptchaTimePass` added, so solving a captcha takes time without moving
 * the other expiries a test counts. The captcha's dev answers are on (`passCaptcha` reads them),
 * unless `options.captcha.devAnswers` says otherwise.
 */
export async function startTestApi(
  now?: () => Date,
  options: Omit<ApiServerOptions, 'dbFile' | 'now'> = {},
): Promise<TestApi> {
  const dir = tempDir();
  const dbFile = await freshTestDatabase(dir);
  const captchaOffset = { ms: 0 };
  const clock = now ?? (() => new Date());
  const app = await buildApiServer({
    dbFile,
    ...(now ? { now } : {}),
    publicOrigin: TEST_PUBLIC_ORIGIN,
    bugReportDir: path.join(dir, 'bug-reports'),
    ...options,
    captcha: {
      now: () => new Date(clock().getTime() + captchaOffset.ms),
      devAnswers: true,
      ...options.captcha,
    },
  });
  captchaTime.set(app, captchaOffset);
  return {
    app,
    dbFile,
    close: async () => {
      await app.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Before the file's tests, starts `startTestApi(now)` and opens its database; after them, closes
 * both. `keep` receives the two (so the file can hold them in its own `let`s).
 */
export function withTestApiAndDb(
  now: () => Date,
  keep: (api: TestApi, db: Kysely<Database>) => void,
): void {
  let api: TestApi | undefined;
  let db: Kysely<Database> | undefined;
  beforeAll(async () => {
    api = await startTestApi(now);
    db = await openDatabase(api.dbFile);
    keep(api, db);
  });
  afterAll(async () => {
    await db?.destroy();
    await api?.close();
  });
}

/**
 * Before each test, opens a new database (`freshTestDatabase` in a new temporary folder, opened
 * with `openDatabase`: migrated and seeded); after it, closes the database and removes the folder.
 * `keep` receives each database (so the file can hold it in its own `let db`).
 */
export function withFreshTestDatabase(keep: (db: Kysely<Database>) => void): void {
  let dir: string | undefined;
  let db: Kysely<Database> | undefined;
  beforeEach(async () => {
    dir = tempDir();
    db = await openDatabase(await freshTestDatabase(dir));
    keep(db);
  });
  afterEach(async () => {
    await db?.destroy();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });
}

/** The JSON envelope of an injected answer. */
export interface Answer<T = unknown> {
  status: number;
  body: { code: number; msg: string; data: T };
}

/** One injected request: method, URL and what a browser would add. */
export interface SendOptions {
  method?: 'GET' | 'POST';
  /** A JSON body. */
  payload?: object;
  /** The `Authorization` header. */
  token?: string | undefined;
  /** The client address (the rate limits are per IP); default Fastify's `127.0.0.1`. */
  from?: string | undefined;
  headers?: Record<string, string>;
}

/**
 * Injects a request and reads its envelope.
 * @returns `{ status, body }`, the body parsed as JSON
 */
export async function send<T = unknown>(
  app: FastifyInstance,
  url: string,
  options: SendOptions = {},
): Promise<Answer<T>> {
  const { method = 'GET', payload, token, from, headers = {} } = options;
  const res = await app.inject({
    method,
    url,
    headers: token ? { ...headers, authorization: token } : headers,
    ...(from ? { remoteAddress: from } : {}),
    ...(payload ? { payload } : {}),
  });
  return { status: res.statusCode, body: res.json() };
}

/**
 * A new client address at each call, `10.<net>.x.y`, for tests that must stay under a per-IP
 * rate limit.
 */
export function freshAddresses(net: number): () => string {
  let n = 0;
  return () => {
    n += 1;
    return `10.${net}.${Math.floor(n / 250)}.${n % 250}`;
  };
}

/** The test API of one report endpoint that browsers post to (`withReportEndpoint`). */
export interface ReportEndpoint {
  /** The running API (from before the file's tests). */
  readonly api: TestApi;
  /** A second connection to its database. */
  readonly db: Kysely<Database>;
  /** The API's clock: back at the start before each test; a test may move it. */
  clock: Date;
  /**
   * POSTs a JSON body to the endpoint, from `from` or else from a new client address (the
   * endpoint's rate limit is per IP), with `headers`.
   * @returns the answer's `{ status, body }`
   */
  post: (
    payload: unknown,
    from?: string,
    headers?: Record<string, string>,
  ) => Promise<Answer<null>>;
}

/**
 * The test API of a report endpoint that browsers post to (`/api/web/remote-failures`, …):
 * started with its database before the file's tests and closed after them
 * (`withTestApiAndDb`); before each test, the clock is set back to `start` and `table` emptied.
 * @param endpoint the endpoint's `url`, the clock's `start` (an ISO instant), the `table` it
 *   writes, and the `net` of its fresh client addresses (`freshAddresses`)
 * @returns the `ReportEndpoint`; its `api` and `db` are there once the file's tests run
 */
export function withReportEndpoint(endpoint: {
  url: string;
  start: string;
  table: 'remote_load_failures' | 'remote_load_minutes';
  net: number;
}): ReportEndpoint {
  const nextAddress = freshAddresses(endpoint.net);
  let api: TestApi | undefined;
  let db: Kysely<Database> | undefined;
  const kit: ReportEndpoint = {
    get api() {
      if (!api) throw new Error('the report endpoint runs only inside the tests');
      return api;
    },
    get db() {
      if (!db) throw new Error('the report endpoint runs only inside the tests');
      return db;
    },
    clock: new Date(endpoint.start),
    post: (payload, from, headers = {}) =>
      send<null>(kit.api.app, endpoint.url, {
        method: 'POST',
        payload: payload as object,
        from: from ?? nextAddress(),
        headers,
      }),
  };
  withTestApiAndDb(
    () => kit.clock,
    (started, opened) => {
      api = started;
      db = opened;
    },
  );
  beforeEach(async () => {
    kit.clock = new Date(endpoint.start);
    await kit.db.deleteFrom(endpoint.table).execute();
  });
  return kit;
}

/** GET a path, optionally with an Authorization header. */
export async function get<T = unknown>(
  app: FastifyInstance,
  url: string,
  token?: string,
): Promise<Answer<T>> {
  return send<T>(app, url, { token });
}

/** POST a JSON body, optionally with an Authorization header. */
export async function post<T = unknown>(
  app: FastifyInstance,
  url: string,
  payload?: object,
  token?: string,
): Promise<Answer<T>> {
  return send<T>(app, url, { method: 'POST', token, ...(payload ? { payload } : {}) });
}

/** The seeded demo account, logged in on a test API's own database. */
export interface DemoSession {
  db: Kysely<Database>;
  demoId: number;
  token: string;
}

/**
 * Opens a test API's database and logs the demo account in (a token issued at `now`). The caller
 * destroys `db` before closing the API.
 */
export async function demoSession(api: TestApi, now: Date): Promise<DemoSession> {
  const db = await openDatabase(api.dbFile);
  const demo = await db
    .selectFrom('users')
    .select('id')
    .where('phone', '=', DEMO.phone)
    .executeTakeFirstOrThrow();
  return { db, demoId: demo.id, token: await issueToken(db, demo.id, now) };
}

/**
 * Lets `ms` pass on the captcha clock of a test API started by `startTestApi` (the time a person
 * spends looking at the picture and dragging).
 * @throws Error for a server not started by `startTestApi`
 */
export function letCaptchaTimePass(app: FastifyInstance, ms: number): void {
  const offset = captchaTime.get(app);
  if (!offset) throw new Error('letCaptchaTimePass needs a server from startTestApi');
  offset.ms += ms;
}

/**
 * Where a challenge's notch is, from the dev answer endpoint (on in `startTestApi`'s servers):
 * what a person sees in the picture, without a script that reads pictures.
 * @returns the position 0–1
 * @throws Error when the endpoint does not answer it
 */
export async function notchOf(app: FastifyInstance, challengeId: string): Promise<number> {
  const answer = await get<{ position: number }>(
    app,
    `/api/dev/captcha/answer?challengeId=${encodeURIComponent(challengeId)}`,
  );
  if (answer.status !== 200) throw new Error(`no captcha answer: ${answer.body.msg}`);
  return answer.body.data.position;
}

/**
 * Asks a test API for a new slider challenge and sees where its notch is (`notchOf`), as a
 * person looking at the picture would.
 * @returns the challenge's `challengeId` and `image` (a data URL), and `target`, the notch's
 *   position 0–1
 * @throws Error when the dev answer endpoint does not answer
 */
export async function seeChallenge(
  app: FastifyInstance,
): Promise<{ challengeId: string; image: string; target: number }> {
  const challenge = await post<{ challengeId: string; image: string }>(
    app,
    '/api/captcha/slider/challenge',
  );
  const { challengeId, image } = challenge.body.data;
  return { challengeId, image, target: await notchOf(app, challengeId) };
}

/**
 * Solves the built-in slider captcha like a person would: sees where the notch is (`notchOf`),
 * lets 1.5 s pass on the captcha clock and answers with a human drag onto it.
 * @returns the ticket and randstr of the passed captcha
 * @throws Error when the captcha does not pass
 */
export async function passCaptcha(
  app: FastifyInstance,
): Promise<{ ticket: string; randstr: string }> {
  const { challengeId, target } = await seeChallenge(app);
  letCaptchaTimePass(app, 1500);
  const result = await post<{ ret: number; ticket: string; randstr: string }>(
    app,
    '/api/captcha/slider/verify',
    { challengeId, trace: humanDrag(target) },
  );
  if (result.body.data.ret !== 0) throw new Error('captcha did not pass');
  return { ticket: result.body.data.ticket, randstr: result.body.data.randstr };
}

/** The demo account of the seed. */
export const DEMO = { phone: '13800138000', password: 'Xh@2026demo' };
