/**
 * Whether the dev SMS outbox (`GET /api/dev/sms/outbox`, docs/api.md "SMS codes") exists: the
 * explicit plugin option when given, else `XH_SMS_OUTBOX=1`. It lists every code sent, so it is
 * refused outright under `NODE_ENV=production`, whichever way it was asked for.
 * @param explicit `ApiPluginOptions.smsOutbox`, or undefined to read the environment
 * @param env the process environment
 * @returns true when the outbox is on
 * @throws Error when the outbox is asked for under `NODE_ENV=production`
 */
export function smsOutboxEnabled(
  explicit: boolean | undefined,
  env: Readonly<Record<string, string | undefined>>,
): boolean {
  const on = explicit ?? env.XH_SMS_OUTBOX === '1';
  if (on && env.NODE_ENV === 'production') {
    throw new Error('短信发件箱（XH_SMS_OUTBOX）只供开发与测试，不能在生产环境开启');
  }
  return on;
}
