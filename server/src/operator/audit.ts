import { parseArgs } from 'node:util';
import { listAuthEvents, type AuthEvent } from '@xingheng/api';
import { defaultDatabase } from '@xingheng/release';
import { runAsMain, withExistingDatabase } from './operatorCli';

const HELP = `用法：npm run audit -- [--phone 手机号] [--limit N] [--db 文件]

列出登录与账号安全事件（docs/api.md「Auth audit」），最新的在前。
  --phone 手机号   只看该手机号（11 位完整号码）的事件
  --limit N        最多 N 条（1–1000，默认 50）
  --db 文件        API 的 SQLite 文件（默认 DB_FILE 或 var/xingheng.sqlite）
  -h, --help       显示本帮助

退出码：0 成功；1 读取失败；2 用法错误。`;

/** Chinese labels of the event kinds. */
const KIND_LABELS: Record<AuthEvent['kind'], string> = {
  login_ok: '登录成功',
  login_failed: '登录失败',
  login_locked: '账号锁定',
  sms_sent: '发送短信',
  password_reset: '重置密码',
  sessions_ended: '结束会话',
  registered: '注册账号',
};

/** Beijing time (UTC+8, no daylight saving) of an ISO instant: `2026-11-23 18:01:02`. */
function beijingTime(iso: string): string {
  return new Date(Date.parse(iso) + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
}

/**
 * One line per event: time (Beijing), kind, outcome, phone (masked), address (the first 12
 * characters of its keyed hash), account id and detail, separated by two spaces.
 */
export function formatAuthEvent(event: AuthEvent): string {
  return [
    beijingTime(event.at),
    KIND_LABELS[event.kind],
    event.outcome === 'ok' ? '成功' : '拒绝',
    event.phone ?? '-',
    event.address ?? '-',
    event.userId === null ? '-' : `#${event.userId}`,
    event.detail,
  ].join('  ');
}

/**
 * `npm run audit -- [--phone P] [--limit N] [--db FILE]` (docs/api.md "Auth audit"): prints the
 * newest auth events of the API database, one line each (`formatAuthEvent`), newest first.
 * @param argv the arguments after the script name
 * @param print where lines go (default `console.log`)
 * @returns the exit code: 0 done, 1 the database could not be read, 2 usage error
 */
export async function runAuditCli(
  argv: string[],
  print: (line: string) => void = console.log,
): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        phone: { type: 'string' },
        limit: { type: 'string' },
        db: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}；用 --help 查看用法`);
    return 2;
  }
  if (values.help) {
    print(HELP);
    return 0;
  }
  if (values.phone !== undefined && !/^1[3-9]\d{9}$/.test(values.phone)) {
    console.error('--phone 须为 11 位手机号；用 --help 查看用法');
    return 2;
  }
  const limit = values.limit === undefined ? 50 : Number(values.limit);
  if (!/^\d+$/.test(values.limit ?? '50') || limit < 1 || limit > 1000) {
    console.error('--limit 须为 1–1000 的整数；用 --help 查看用法');
    return 2;
  }
  return withExistingDatabase(values.db ?? defaultDatabase(), async (db) => {
    const events = await listAuthEvents(db, {
      limit,
      ...(values.phone !== undefined ? { phone: values.phone } : {}),
    });
    if (events.length === 0) print('没有符合条件的事件');
    for (const event of events) print(formatAuthEvent(event));
  });
}

runAsMain(module, runAuditCli);
