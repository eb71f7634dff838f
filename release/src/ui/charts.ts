import type { BarSeriesOption, EChartsOption, LineSeriesOption } from 'echarts';
import type { RemoteLoadMinute } from '@xingheng/api';
import { beijingMinute, ratePercent } from './format';

/**
 * The ECharts options of the release page (docs/releasing.md "Automatic canary abort": the figures
 * the canary watcher decides on), computed on the server and embedded as JSON: no function in
 * them, so the page's inline script only calls `echarts.init(...).setOption(option)`.
 */

/** One chart of the page. */
export interface ChartSpec {
  /** The id of its container element, e.g. `chart-mf-order-rate`. */
  id: string;
  /** The container's `aria-label` (Chinese): what the chart shows and where its table is. */
  label: string;
  /** Unit of each y axis, by `yAxisIndex`, for the tooltip (e.g. `['%', ' 位']`). */
  units: string[];
  option: EChartsOption;
}

/** A version shown in a remote's charts, in drawing order (active first, then canary). */
export interface ChartVersion {
  version: string;
  /** Legend text, e.g. `0.1.0-abc1234-20261122T0700（灰度 10%）`. */
  label: string;
}

/** Series colours by version order: blue, orange, green, purple, teal, red (colour-blind safe). */
const PALETTE = ['#1c64d4', '#e8590c', '#2b8a3e', '#862e9c', '#0b7285', '#c92a2a'];

/**
 * The minutes of a window, for the category axis: every minute from the one of `since` to the one
 * of `now`, so gaps show as gaps.
 * @returns `minutes` ISO-8601 UTC minute starts (as `RemoteLoadMinute.minute`), `labels` their
 *   Beijing time `MM-DD HH:mm`
 */
export function windowMinutes(since: Date, now: Date): { minutes: string[]; labels: string[] } {
  const minutes: string[] = [];
  const labels: string[] = [];
  const last = Math.floor(now.getTime() / 60_000) * 60_000;
  for (let t = Math.floor(since.getTime() / 60_000) * 60_000; t <= last; t += 60_000) {
    const at = new Date(t);
    minutes.push(at.toISOString());
    labels.push(beijingMinute(at));
  }
  return { minutes, labels };
}

/** One value per window minute for a version: `null` where it has no row (a gap in the line). */
function perMinute(
  rows: readonly RemoteLoadMinute[],
  version: string,
  minutes: readonly string[],
  value: (row: RemoteLoadMinute) => number | null,
): (number | null)[] {
  const byMinute = new Map(rows.filter((r) => r.version === version).map((r) => [r.minute, r]));
  return minutes.map((minute) => {
    const row = byMinute.get(minute);
    return row ? value(row) : null;
  });
}

const colorOf = (index: number) => PALETTE[index % PALETTE.length] ?? '#1c64d4';

/** Minutes shown before the first report when the chart opens zoomed in on the reports. */
const LEAD_MINUTES = 30;

function frame(
  rows: readonly RemoteLoadMinute[],
  window: { minutes: string[]; labels: string[] },
  yAxis: EChartsOption['yAxis'],
): EChartsOption {
  // Opens on the reports (from 30 minutes before the first one to now), not on an empty day;
  // the slider widens it to the whole 24 hours.
  const reported = window.minutes.findIndex((minute) => rows.some((r) => r.minute === minute));
  const startValue = reported === -1 ? 0 : Math.max(0, reported - LEAD_MINUTES);
  return {
    // The page reloads every few seconds: no animation, no flicker.
    animation: false,
    tooltip: { trigger: 'axis' },
    legend: { type: 'scroll', top: 0 },
    grid: { left: 8, right: 8, top: 48, bottom: 48 },
    xAxis: { type: 'category', data: window.labels, boundaryGap: true },
    yAxis,
    dataZoom: [
      {
        type: 'slider',
        height: 18,
        bottom: 6,
        startValue,
        endValue: Math.max(0, window.minutes.length - 1),
      },
    ],
  };
}

/** The minute figures of one remote's versions over the window: what both its charts draw. */
interface RemoteFigures {
  remote: string;
  /** This remote's rows only. */
  own: readonly RemoteLoadMinute[];
  versions: readonly ChartVersion[];
  window: { minutes: string[]; labels: string[] };
}

/**
 * The charts of one remote on the release page: its failure rate with visitors, then its load
 * time (`failureRateChart`, `loadTimeChart`).
 * @param remote e.g. `mf-order`
 * @param rows `listRemoteLoadMinutes` rows (rows of other remotes are ignored)
 * @param versions the versions to draw, in order (colours follow the order, the same in both)
 * @param window `minutes`/`labels` of `windowMinutes`
 * @returns `[rate, duration]`
 */
export function remoteLoadCharts(
  remote: string,
  rows: readonly RemoteLoadMinute[],
  versions: readonly ChartVersion[],
  window: { minutes: string[]; labels: string[] },
): [ChartSpec, ChartSpec] {
  const figures = { remote, own: rows.filter((r) => r.remote === remote), versions, window };
  return [failureRateChart(figures), loadTimeChart(figures)];
}

/** A version's line: `pick` per window minute (`null` is a gap), in the version's colour. */
function versionLine(
  { own, window }: RemoteFigures,
  { version }: ChartVersion,
  index: number,
  name: string,
  pick: (row: RemoteLoadMinute) => number | null,
): LineSeriesOption {
  return {
    type: 'line',
    name,
    data: perMinute(own, version, window.minutes, pick),
    connectNulls: false,
    symbolSize: 4,
    color: colorOf(index),
  };
}

/**
 * Failure rate (lines, %, `failedVisitors / visitors` per minute) and visitors (bars) of each
 * version of one remote, per minute.
 * @returns the chart `chart-<remote>-rate`: per version a line `<label> 失败率` (y axis 0, %, one
 *   decimal) and bars `<label> 访客` (y axis 1, visitors), one value per window minute (`null`
 *   without a report), zoomed on the reports
 */
function failureRateChart(figures: RemoteFigures): ChartSpec {
  const { remote, own, versions, window } = figures;
  const series = versions.flatMap((version, i): (LineSeriesOption | BarSeriesOption)[] => [
    {
      ...versionLine(figures, version, i, `${version.label} 失败率`, (r) =>
        ratePercent(r.failedVisitors, r.visitors),
      ),
      yAxisIndex: 0,
    },
    {
      type: 'bar',
      name: `${version.label} 访客`,
      yAxisIndex: 1,
      data: perMinute(own, version.version, window.minutes, (r) => r.visitors),
      barMaxWidth: 6,
      itemStyle: { color: colorOf(i), opacity: 0.35 },
    },
  ]);
  return {
    id: `chart-${remote}-rate`,
    label: `${remote} 近 24 小时各版本每分钟失败率（%）与访客数；数字见下方汇总表`,
    units: ['%', ' 位'],
    option: {
      ...frame(own, window, [
        { type: 'value', name: '失败率 %', min: 0, axisLabel: { formatter: '{value}%' } },
        { type: 'value', name: '访客', min: 0, minInterval: 1, splitLine: { show: false } },
      ]),
      series,
    },
  };
}

/**
 * Mean load time of the `./routes` module (ms, `durationMsAvg`) of each version of one remote, per
 * minute; minutes without a successful load are gaps.
 * @returns the chart `chart-<remote>-duration`: per version a line `<label>`, ms per window minute
 *   (`null` without a successful load)
 */
function loadTimeChart(figures: RemoteFigures): ChartSpec {
  const { remote, own, versions, window } = figures;
  const series = versions.map((version, i) =>
    versionLine(figures, version, i, version.label, (r) => r.durationMsAvg),
  );
  return {
    id: `chart-${remote}-duration`,
    label: `${remote} 近 24 小时各版本每分钟平均加载耗时（毫秒）；数字见下方汇总表`,
    units: [' ms'],
    option: {
      ...frame(own, window, [{ type: 'value', name: '平均加载 ms', min: 0 }]),
      series,
    },
  };
}
