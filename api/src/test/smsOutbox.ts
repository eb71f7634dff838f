import type { FastifyInstance } from 'fastify';
import type { SmsOutboxEntry } from '../sms/sender';
import { get, startTestApi, type TestApi } from './harness';

/**
 * Before each test, starts `startTestApi(now)` with SMS kept in the dev outbox
 * (`GET /api/dev/sms/outbox`) and sent nowhere; after it, closes the API. `keep` receives each
 * new API (so the file can hold it in its own `let api`).
 */
export function withSmsTestApi(now: () => Date, keep: (api: TestApi) => void): void {
  let api: TestApi | undefined;
  beforeEach(async () => {
    api = await startTestApi(now, {
      smsSender: { send: () => Promise.resolve() },
      smsOutbox: true,
    });
    keep(api);
  });
  afterEach(async () => {
    await api?.close();
  });
}

/**
 * The SMS sent to `phone`, from the dev outbox of a test API that keeps one.
 * @returns the entries, newest first (empty when none was sent)
 */
export async function smsOutbox(app: FastifyInstance, phone: string): Promise<SmsOutboxEntry[]> {
  const outbox = await get<{ list: SmsOutboxEntry[] }>(
    app,
    `/api/dev/sms/outbox?phone=${encodeURIComponent(phone)}`,
  );
  return outbox.body.data.list;
}

/**
 * The newest SMS to `phone` in the dev outbox.
 * @throws Error when none was sent
 */
export async function lastSms(app: FastifyInstance, phone: string): Promise<SmsOutboxEntry> {
  const [entry] = await smsOutbox(app, phone);
  if (!entry) throw new Error(`no SMS to ${phone}`);
  return entry;
}

/**
 * The code of the newest SMS to `phone` in the dev outbox.
 * @throws Error when none was sent, or it carried no code (a notice)
 */
export async function lastSmsCode(app: FastifyInstance, phone: string): Promise<string> {
  const { code } = await lastSms(app, phone);
  if (!code) throw new Error(`no SMS code to ${phone}`);
  return code;
}
