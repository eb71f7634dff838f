import { BUG_REPORT_CATEGORIES, BUG_REPORT_STATUS } from '@xingheng/shared';
import { bugReportAdmin as admin, maskContact, TICKET_NO, type ObjectStore } from '@xingheng/api';
import {
  limitOption,
  operatorEntry,
  operatorUploadsStore,
  runAsMain,
  UsageError,
  type OperatorDb,
  type OperatorRun,
} from './operatorCli';

const HELP = `用法：npm run reports -- <命令> [选项] [--db 文件]

处理问题反馈工单（docs/api.md「Problem reports」）。
  list [--status 状态] [--limit N]   列出工单（最新的在前；N 为 1–1000，默认 50）
  show <工单号> [--dir 目录]          显示工单全文、联系方式、附件位置（文件路径或 s3:// 地址）与答复
  answer <工单号> --text 答复         答复工单（1–2000 字，客户可见），状态改为 answered
  status <工单号> <状态>              修改状态
  状态：received 已受理、in_progress 处理中、answered 已答复、closed 已关闭
  --db 文件                          API 的 SQLite 文件（默认 DB_FILE 或 var/xingheng.sqlite）
  --dir 目录                         附件目录（默认 UPLOADS_URL 的存储桶，未设置时为数据库文件所在目录下的 bug-reports）
  -h, --help                         显示本帮助

退出码：0 成功；1 操作被拒绝或读写失败；2 用法错误。`;

const COMMANDS = ['list', 'show', 'answer', 'status'] as const;
type Command = (typeof COMMANDS)[number];

const label = (table: Record<string, string>, key: string): string => table[key] ?? key;

/** Beijing time (UTC+8, no daylight saving) of epoch ms: `2026-11-24 18:01:02`. */
function beijingTime(ms: number): string {
  return new Date(ms + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
}

/**
 * One line per report, fields separated by two spaces: ticket, received (Beijing time), category,
 * status, account (`#userId` or `未登录`), contact masked, subject, attachments and answers.
 */
export function formatReportItem(item: admin.BugReportAdminItem): string {
  return [
    item.ticketNo,
    beijingTime(item.createdAt),
    label(BUG_REPORT_CATEGORIES, item.category),
    label(BUG_REPORT_STATUS, item.status),
    item.userId === null ? '未登录' : `#${item.userId}`,
    maskContact(item.contact),
    item.subject,
    `附件 ${item.attachments}`,
    `答复 ${item.answers}`,
  ].join('  ');
}

/** The `<工单号>` argument, upper-cased. */
function ticketArgument(value: string | undefined): string {
  const ticket = value?.trim().toUpperCase() ?? '';
  if (!TICKET_NO.test(ticket)) throw new UsageError('须给出工单号，形如 BR20261124-7K3Q9D');
  return ticket;
}

/** The full report, as lines. */
async function showLines(db: OperatorDb, ticket: string, store: ObjectStore): Promise<string[]> {
  const r = await admin.showBugReport(db, ticket, store);
  return [
    `工单号：${r.ticketNo}`,
    `提交时间：${beijingTime(r.createdAt)}  更新时间：${beijingTime(r.updatedAt)}`,
    `类别：${label(BUG_REPORT_CATEGORIES, r.category)}  状态：${label(BUG_REPORT_STATUS, r.status)}`,
    `账号：${r.userId === null ? '未登录' : `#${r.userId}`}  联系方式：${r.contact}`,
    `涉及：${r.subject}`,
    '描述：',
    r.description,
    r.files.length === 0 ? '附件：无' : '附件：',
    ...r.files.map((f, i) => `  ${i + 1}. ${f.name}  ${f.contentType}  ${f.size} B  ${f.file}`),
    r.answerList.length === 0 ? '答复：无' : '答复：',
    ...r.answerList.map((a) => `  ${beijingTime(a.at)}  ${a.text}`),
  ];
}

/** Runs one command on an open database; throws UsageError or BugReportAdminError. */
const runCommand: OperatorRun<Command> = async (db, command, args, values, print) => {
  if (command === 'list') {
    if (values.status !== undefined && !admin.isBugReportStatus(values.status)) {
      throw new UsageError('--status 须为 received、in_progress、answered 或 closed');
    }
    const limit = limitOption(values.limit);
    const status =
      values.status !== undefined && admin.isBugReportStatus(values.status)
        ? values.status
        : undefined;
    const items = await admin.listBugReports(db, { limit, ...(status ? { status } : {}) });
    if (items.length === 0) print('没有符合条件的工单');
    for (const item of items) print(formatReportItem(item));
  } else if (command === 'show') {
    const store = operatorUploadsStore(values);
    for (const line of await showLines(db, ticketArgument(args[0]), store)) print(line);
  } else if (command === 'answer') {
    const ticket = ticketArgument(args[0]);
    if (values.text === undefined) throw new UsageError('答复须用 --text 写明内容');
    print(formatReportItem(await admin.answerBugReport(db, ticket, values.text, new Date())));
  } else {
    const ticket = ticketArgument(args[0]);
    const status = args[1];
    if (status === undefined || !admin.isBugReportStatus(status)) {
      throw new UsageError('状态须为 received、in_progress、answered 或 closed');
    }
    print(formatReportItem(await admin.setBugReportStatus(db, ticket, status, new Date())));
  }
};

/**
 * `npm run reports -- list|show|answer|status …` (docs/api.md "Problem reports"): the operator's
 * handling of problem reports. Refuses a database file that does not exist.
 * @param argv the arguments after the script name
 * @param print where output lines go (default `console.log`); errors go to `console.error`
 * @returns the exit code: 0 done, 1 refused or failed, 2 usage error
 */
export const runReportsCli = operatorEntry(
  { commands: COMMANDS, stringOptions: ['status', 'limit', 'text', 'dir'], help: HELP },
  runCommand,
);

runAsMain(module, runReportsCli);
