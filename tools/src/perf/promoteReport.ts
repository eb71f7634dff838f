import type { PromoteTiming } from './promoteBench';
import { median } from './stats';
import { formatTable } from './table';

/** The figures of several promotes: per node and for every node, median and max, ms. */
export interface PromoteSummary {
  /** Per node name, then `all` (the slowest node of each round): median and max, ms. */
  rows: { who: string; medianMs: number; maxMs: number; eachMs: number[] }[];
  /** The release command's own run time, median ms. */
  commandMedianMs: number;
  /** The command's own wait for every node (`confirmMs`), median and max, ms; absent when none said. */
  confirm?: { medianMs: number; maxMs: number; count: number };
}

/**
 * Summarizes `benchPromotes`: for each node the median and the max of its delays, and for `all`
 * the same over each round's slowest node (the time until every node serves the version).
 * @param timings one per round (at least one)
 * @returns `PromoteSummary`, nodes in the order of the first round, `all` last
 * @throws RangeError when `timings` is empty
 */
export function summarizePromotes(timings: readonly PromoteTiming[]): PromoteSummary {
  const first = timings[0];
  if (!first) throw new RangeError('summary of no promotes');
  const row = (who: string, eachMs: number[]) => ({
    who,
    medianMs: median(eachMs),
    maxMs: Math.max(...eachMs),
    eachMs,
  });
  return {
    rows: [
      ...Object.keys(first.nodeMs).map((name) =>
        row(
          name,
          timings.map((timing) => timing.nodeMs[name] ?? 0),
        ),
      ),
      row(
        'all',
        timings.map((timing) => Math.max(...Object.values(timing.nodeMs))),
      ),
    ],
    commandMedianMs: median(timings.map((timing) => timing.commandMs)),
    ...confirmSummary(timings),
  };
}

function confirmSummary(timings: readonly PromoteTiming[]): Pick<PromoteSummary, 'confirm'> {
  const each = timings.flatMap((timing) =>
    timing.confirmMs === undefined ? [] : [timing.confirmMs],
  );
  if (each.length === 0) return {};
  return { confirm: { medianMs: median(each), maxMs: Math.max(...each), count: each.length } };
}

/**
 * The figures of `benchPromotes` as plain text: what was switched, then per node and for all
 * nodes the median, the max and each round's delay from the command's return to the node's
 * registry naming the version (ms), then the commands' own median run time and, when the
 * commands reported it, their wait for every node's confirmation.
 * @param timings what `benchPromotes` returned (at least one)
 * @param setup `app` and `syncMs` (the nodes' `XH_DEPLOY_SYNC_MS`), for the heading
 * @returns the lines joined by `\n`, no trailing newline
 * @throws RangeError when `timings` is empty
 */
export function formatPromoteBench(
  timings: readonly PromoteTiming[],
  setup: { app: string; syncMs: number },
): string {
  const summary = summarizePromotes(timings);
  return [
    `从 promote 返回到各节点提供新版本（${timings.length} 次 promote/rollback 交替，${setup.app}；` +
      `节点每 ${setup.syncMs} ms 查看一次部署目标 XH_DEPLOY_SYNC_MS；每 20 ms 询问各节点的 /mf-registry.json）`,
    formatTable(
      [
        ['节点 node', 'median ms', 'max ms', '各次 rounds ms'],
        ...summary.rows.map((row) => [
          row.who === 'all' ? '全部 all' : row.who,
          String(row.medianMs),
          String(row.maxMs),
          row.eachMs.join(' '),
        ]),
      ],
      ['left', 'right', 'right', 'left'],
    ),
    `命令本身 command：中位数 median ${Math.round(summary.commandMedianMs)} ms（release CLI 从启动到退出）`,
    ...(summary.confirm
      ? [
          `其中等待各节点确认 confirm：中位数 median ${summary.confirm.medianMs} ms，最大 max ${summary.confirm.maxMs} ms` +
            `（${summary.confirm.count}/${timings.length} 次报告全部节点已生效）`,
        ]
      : []),
  ].join('\n');
}
