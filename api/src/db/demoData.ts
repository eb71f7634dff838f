/**
 * Whether the demo account and its orders are seeded (README "Demo account"): on by default for a
 * local `npm start` and the tests, off when `NODE_ENV=production` unless `XH_DEMO_DATA=1` asks for
 * it; `XH_DEMO_DATA=0` turns it off anywhere. The site's content (menu, news, services, documents)
 * is not demo data and is always seeded.
 * @param env the process environment (`process.env`)
 * @returns true when demo data is on
 * @throws Error when `XH_DEMO_DATA` is set to anything but `1` or `0`
 */
export function demoDataEnabled(env: Readonly<Record<string, string | undefined>>): boolean {
  const setting = env.XH_DEMO_DATA;
  if (setting === '1') return true;
  if (setting === '0') return false;
  if (setting !== undefined && setting !== '') {
    throw new Error(`XH_DEMO_DATA 只能是 1 或 0，收到 ${JSON.stringify(setting)}`);
  }
  return env.NODE_ENV !== 'production';
}
