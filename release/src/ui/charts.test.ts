import type { RemoteLoadMinute } from '@xingheng/api';
import { remoteLoadCharts, windowMinutes } from './charts';

const row = (
  version: string,
  minute: string,
  extra: Partial<RemoteLoadMinute> = {},
): RemoteLoadMinute => ({
  remote: 'mf-order',
  version,
  minute,
  visitors: 4,
  failedVisitors: 1,
  loads: 4,
  failures: 1,
  pageErrors: 0,
  durationMsAvg: 150,
  durationMsMax: 400,
  ...extra,
});

const window = windowMinutes(new Date('2026-11-22T07:57:30Z'), new Date('2026-11-22T08:00:10Z'));
const versions = [
  { version: 'v1', label: 'v1（启用）' },
  { version: 'v2', label: 'v2（灰度 10%）' },
];
const rows = [
  row('v1', '2026-11-22T07:57:00.000Z'),
  row('v2', '2026-11-22T07:58:00.000Z', { visitors: 3, failedVisitors: 3, durationMsAvg: null }),
  row('v1', '2026-11-22T08:00:00.000Z', { visitors: 8, failedVisitors: 0, durationMsAvg: 90 }),
  // Another remote: not drawn.
  row('v1', '2026-11-22T07:59:00.000Z', { remote: 'mf-support', visitors: 99 }),
];

describe('windowMinutes', () => {
  it('lists every minute of the window, labelled in Beijing time', () => {
    expect(window).toEqual({
      minutes: [
        '2026-11-22T07:57:00.000Z',
        '2026-11-22T07:58:00.000Z',
        '2026-11-22T07:59:00.000Z',
        '2026-11-22T08:00:00.000Z',
      ],
      labels: ['11-22 15:57', '11-22 15:58', '11-22 15:59', '11-22 16:00'],
    });
  });
});

describe('remoteLoadCharts: the failure rate', () => {
  it('has a failure-rate line and a visitors bar per version, gaps where it had no report', () => {
    const [chart] = remoteLoadCharts('mf-order', rows, versions, window);
    expect(chart.id).toBe('chart-mf-order-rate');
    expect(chart.option.xAxis).toMatchObject({ type: 'category', data: window.labels });
    expect(chart.option.series).toEqual([
      expect.objectContaining({
        type: 'line',
        name: 'v1（启用） 失败率',
        yAxisIndex: 0,
        data: [25, null, null, 0],
      }),
      expect.objectContaining({
        type: 'bar',
        name: 'v1（启用） 访客',
        yAxisIndex: 1,
        data: [4, null, null, 8],
      }),
      expect.objectContaining({
        type: 'line',
        name: 'v2（灰度 10%） 失败率',
        data: [null, 100, null, null],
      }),
      expect.objectContaining({
        type: 'bar',
        name: 'v2（灰度 10%） 访客',
        data: [null, 3, null, null],
      }),
    ]);
    expect(chart.units).toEqual(['%', ' 位']);
  });
});

describe('remoteLoadCharts: the load time', () => {
  it('has the mean load time per version and minute, in ms', () => {
    const [, chart] = remoteLoadCharts('mf-order', rows, versions, window);
    expect(chart.option.series).toEqual([
      expect.objectContaining({ type: 'line', name: 'v1（启用）', data: [150, null, null, 90] }),
      expect.objectContaining({
        type: 'line',
        name: 'v2（灰度 10%）',
        data: [null, null, null, null],
      }),
    ]);
    expect(chart.label).toContain('平均加载耗时（毫秒）');
  });
});
