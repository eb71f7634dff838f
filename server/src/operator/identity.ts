import fs from 'node:fs';
import { identityReview as review } from '@xingheng/api';
import {
  limitOption,
  operatorEntry,
  operatorUploadsStore,
  runAsMain,
  UsageError,
  type OperatorRun,
} from './operatorCli';

const HELP = `用法：npm run identity -- <命令> [选项] [--db 文件]

审核实名认证（docs/api.md「Identity verification」）。
  list [--status pending|approved|rejected] [--limit N]
                             列出认证记录（待审核的最早的在前，其余最新的在前；N 为 1–1000，默认 50）
  approve <编号>             通过一条待审核的认证
  reject <编号> --reason 原因  驳回一条待审核的认证，原因（1–200 字）会展示给用户
  licence <编号> --out 文件 [--dir 目录]
                             把企业认证的营业执照图片写到文件，供核对
  --db 文件                  API 的 SQLite 文件（默认 DB_FILE 或 var/xingheng.sqlite）
  --dir 目录                 上传文件目录（默认 UPLOADS_URL 的存储桶，未设置时为数据库文件所在目录下的 bug-reports）
  -h, --help                 显示本帮助

退出码：0 成功；1 操作被拒绝或读写失败；2 用法错误。`;

const KIND_LABELS: Record<string, string> = { personal: '个人', enterprise: '企业' };
const STATUS_LABELS: Record<string, string> = {
  pending: '待审核',
  approved: '已通过',
  rejected: '已驳回',
};
const STATUSES = ['pending', 'approved', 'rejected'] as const;
const COMMANDS = ['list', 'approve', 'reject', 'licence'] as const;
type Command = (typeof COMMANDS)[number];

/** Beijing time (UTC+8, no daylight saving) of an ISO instant: `2026-11-24 18:01:02`. */
function beijingTime(iso: string): string {
  return new Date(Date.parse(iso) + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
}

/**
 * One line per submission, fields separated by two spaces: `#id`, submitted (Beijing time), kind,
 * status, account (`#userId` and masked phone), name, masked number, then for an enterprise its
 * credit code and licence (`image/png 12345 B`, or `无执照图片`), then the reviewer and reason.
 */
export function formatIdentityItem(item: review.IdentityReviewItem): string {
  const fields = [
    `#${item.id}`,
    beijingTime(item.submittedAt),
    KIND_LABELS[item.kind] ?? item.kind,
    STATUS_LABELS[item.status] ?? item.status,
    `#${item.userId} ${item.phone}`,
    item.name,
    item.maskedNumber,
  ];
  if (item.kind === 'enterprise') {
    fields.push(item.creditCode ?? '-');
    fields.push(
      item.licenceBytes > 0 ? `${item.licenceType} ${item.licenceBytes} B` : '无执照图片',
    );
  }
  if (item.reviewedBy) fields.push(`审核：${item.reviewedBy === 'operator' ? '人工' : '自动'}`);
  if (item.rejectReason) fields.push(`原因：${item.rejectReason}`);
  return fields.join('  ');
}

/** The `<编号>` argument: a positive integer. */
function idArgument(value: string | undefined): number {
  if (value === undefined || !/^[1-9]\d{0,11}$/.test(value)) {
    throw new UsageError('须给出认证记录编号（正整数）');
  }
  return Number(value);
}

/** Runs one command on an open database; throws UsageError or IdentityReviewError. */
const runCommand: OperatorRun<Command> = async (db, command, args, values, print) => {
  if (command === 'list') {
    const status = STATUSES.find((s) => s === values.status);
    if (values.status !== undefined && !status) {
      throw new UsageError('--status 须为 pending、approved 或 rejected');
    }
    const limit = limitOption(values.limit);
    const items = await review.listIdentitySubmissions(db, {
      limit,
      ...(status ? { status } : {}),
    });
    if (items.length === 0) print('没有符合条件的认证记录');
    for (const item of items) print(formatIdentityItem(item));
  } else if (command === 'approve') {
    print(formatIdentityItem(await review.approveIdentitySubmission(db, idArgument(args[0]))));
  } else if (command === 'reject') {
    if (values.reason === undefined) throw new UsageError('驳回须用 --reason 写明原因');
    const id = idArgument(args[0]);
    print(formatIdentityItem(await review.rejectIdentitySubmission(db, id, values.reason)));
  } else {
    const id = idArgument(args[0]);
    if (!values.out) throw new UsageError('须用 --out 指定写入的文件');
    const licence = await review.readIdentityLicence(db, operatorUploadsStore(values), id);
    if (!licence) throw new review.IdentityReviewError(`认证记录 ${id} 没有营业执照图片`);
    fs.writeFileSync(values.out, licence.bytes, { flag: 'wx' });
    print(`已写入 ${values.out}（${licence.contentType}，${licence.bytes.length} B）`);
  }
};

/**
 * `npm run identity -- list|approve|reject|licence …` (docs/api.md "Identity verification"): the
 * operator's review of identity verifications. Refuses a database file that does not exist.
 * @param argv the arguments after the script name
 * @param print where output lines go (default `console.log`); errors go to `console.error`
 * @returns the exit code: 0 done, 1 refused or failed, 2 usage error
 */
export const runIdentityCli = operatorEntry(
  { commands: COMMANDS, stringOptions: ['status', 'limit', 'reason', 'out', 'dir'], help: HELP },
  runCommand,
);

runAsMain(module, runIdentityCli);
