import { randomBytes } from 'node:crypto';
import { HARDWARE_ORDER_STATUS } from '@xingheng/shared';
import {
  createSandboxGateway,
  expireUnpaidOrders,
  reconcilePayments,
  type ReconcileRow,
  completeHardwareOrder,
  listHardwareOrders,
  shipHardwareOrder,
  type HardwareOrderLine,
  yuan,
} from '@xingheng/api';
import { limitOption, operatorEntry, runAsMain, UsageError, type OperatorRun } from './operatorCli';

const HELP = `用法：npm run orders -- <命令> [选项] [--db 文件]

硬件订单发货与支付对账（docs/api.md「Orders and payments」）。
  list [--status 0-5] [--limit N]   列出硬件订单（最新的在前；状态码见 SPEC §4，N 为 1–1000，默认 50）
  ship <订单号> --tracking 运单号     已支付的订单发货（1 已支付 → 3 待收货）
  complete <订单号>                  已收货的订单完成（4 已收货 → 5 已完成）
  expire                             立即取消超过 30 分钟未支付的订单（API 进程每分钟也会执行，可重复执行）
  reconcile [--since 日期]           对账：列出我方支付状态与支付网关（本地沙盒）记录不一致的支付
                                     （日期如 2026-11-24，按北京时间；有不一致时退出码为 3）
  --db 文件                          API 的 SQLite 文件（默认 DB_FILE 或 var/xingheng.sqlite）
  -h, --help                         显示本帮助

退出码：0 成功；1 操作被拒绝或读写失败；2 用法错误；3 对账发现不一致。`;

const COMMANDS = ['list', 'ship', 'complete', 'expire', 'reconcile'] as const;
type Command = (typeof COMMANDS)[number];

/** Exit code of a reconciliation that found disagreements. */
const RECONCILE_MISMATCH = 3;

/** Beijing time (UTC+8, no daylight saving) of epoch ms: `2026-11-24 18:01:02`. */
function beijingTime(ms: number): string {
  return new Date(ms + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
}

/**
 * One line per hardware order, fields separated by two spaces: order number, created (Beijing
 * time), status label, `#userId`, product × quantity, amount, and the tracking number once shipped.
 */
export function formatHardwareOrder(order: HardwareOrderLine): string {
  const fields = [
    order.orderNo,
    beijingTime(order.createdAt),
    order.statusLabel,
    `#${order.userId}`,
    `${order.productName} × ${order.quantity}`,
    yuan(order.amountCents),
  ];
  if (order.trackingNo) fields.push(`运单 ${order.trackingNo}`);
  return fields.join('  ');
}

const ISSUE_LABELS: Record<ReconcileRow['issue'], string> = {
  approvedNotPaid: '网关已收款，我方未入账',
  paidNotApproved: '我方已入账，网关无成功记录',
  amountDiffers: '金额不一致',
};

/**
 * One line per disagreement: payment number, order number, created (Beijing time), what
 * disagrees, our status and gateway part, and the gateway's status and amount.
 */
export function formatReconcileRow(row: ReconcileRow): string {
  const gateway = row.gateway
    ? `网关 ${row.gateway.status} ${yuan(row.gateway.amountCents)}`
    : '网关无记录';
  return [
    row.paymentNo,
    row.orderNo,
    beijingTime(row.createdAt),
    ISSUE_LABELS[row.issue],
    `我方 ${row.status} ${yuan(row.gatewayCents)}`,
    gateway,
  ].join('  ');
}

/** `--since 2026-11-24` → epoch ms of that day's start in Beijing time. */
function sinceArgument(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const ms = /^\d{4}-\d{2}-\d{2}$/.test(value) ? Date.parse(`${value}T00:00:00+08:00`) : NaN;
  if (Number.isNaN(ms)) throw new UsageError('--since 须为日期，如 2026-11-24');
  return ms;
}

/** The `<订单号>` argument: a hardware order number. */
function orderArgument(value: string | undefined): string {
  if (value === undefined || !/^HO\d{8,24}$/.test(value)) {
    throw new UsageError('须给出硬件订单号（HO 开头）');
  }
  return value;
}

/** Runs one command on an open database; resolves its exit code; throws UsageError or ApiError. */
const runCommand: OperatorRun<Command> = async (db, command, args, values, print) => {
  if (command === 'reconcile') {
    const since = sinceArgument(values.since);
    // Reading the sandbox's record needs no signing secret: a throwaway one is never used.
    const gateway = createSandboxGateway({
      db,
      now: () => new Date(),
      secret: randomBytes(32).toString('hex'),
    });
    const rows = await reconcilePayments(db, gateway, since === undefined ? {} : { since });
    if (rows.length === 0) {
      print('对账一致：没有与支付网关记录不符的支付');
      return 0;
    }
    for (const row of rows) print(formatReconcileRow(row));
    print(`共 ${rows.length} 条不一致，请逐条核实后处理`);
    return RECONCILE_MISMATCH;
  }
  if (command === 'expire') {
    const report = await expireUnpaidOrders(db, new Date());
    for (const order of report.cancelled) print(`${order.orderNo} 超时未支付，已取消`);
    print(
      `取消 ${report.cancelled.length} 个订单，关闭 ${report.expiredPayments.length} 笔未完成的支付`,
    );
    return 0;
  }
  if (command === 'list') {
    const status = values.status === undefined ? undefined : Number(values.status);
    if (status !== undefined && !(status in HARDWARE_ORDER_STATUS)) {
      throw new UsageError('--status 须为 0–5 的硬件订单状态码');
    }
    const limit = limitOption(values.limit);
    const orders = await listHardwareOrders(db, {
      limit,
      ...(status !== undefined ? { status } : {}),
    });
    if (orders.length === 0) print('没有符合条件的硬件订单');
    for (const order of orders) print(formatHardwareOrder(order));
  } else if (command === 'ship') {
    const orderNo = orderArgument(args[0]);
    if (!values.tracking) throw new UsageError('发货须用 --tracking 写明运单号');
    await shipHardwareOrder(db, orderNo, values.tracking, Date.now());
    print(`${orderNo} 已发货，运单号 ${values.tracking}，状态：待收货`);
  } else {
    const orderNo = orderArgument(args[0]);
    await completeHardwareOrder(db, orderNo, Date.now());
    print(`${orderNo} 已完成`);
  }
  return 0;
};

/**
 * `npm run orders -- list|ship|complete|expire|reconcile …` (docs/api.md "Orders and payments"):
 * the operator's side of hardware orders, the expiry of unpaid orders and the reconciliation of
 * payments with the gateway's record. Refuses a database file that does not exist; a refused status move
 * (e.g. shipping an unpaid order) prints the API's Chinese message and exits 1.
 * @param argv the arguments after the script name
 * @param print where output lines go (default `console.log`); errors go to `console.error`
 * @returns the exit code: 0 done, 1 refused or failed, 2 usage error, 3 reconciliation found
 *   disagreements
 */
export const runOrdersCli = operatorEntry(
  { commands: COMMANDS, stringOptions: ['status', 'limit', 'tracking', 'since'], help: HELP },
  runCommand,
);

runAsMain(module, runOrdersCli);
