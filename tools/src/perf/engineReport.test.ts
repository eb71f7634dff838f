import type { EngineFigures } from './engineBench';
import { formatEngineBench } from './engineReport';

function result(
  engine: 'sqlite' | 'postgres',
  run: number,
  endpoint: string,
  requestsPerSecond: number,
  extra: Partial<EngineFigures> = {},
): EngineFigures {
  return {
    engine,
    run,
    endpoint,
    figures: { requestsPerSecond, p50Ms: 4, p99Ms: 20, failed: 0 },
    ...extra,
  };
}

describe('formatEngineBench', () => {
  const setup = { runs: 2, durationSeconds: 5, connections: 50 };

  it('prints one line per endpoint and engine with medians, pg/sqlite and each run', () => {
    const text = formatEngineBench(
      [
        result('sqlite', 1, 'getWebsiteMenu', 6000),
        result('postgres', 1, 'getWebsiteMenu', 3000),
        result('sqlite', 2, 'getWebsiteMenu', 6200),
        result('postgres', 2, 'getWebsiteMenu', 3200),
      ],
      setup,
    );
    expect(text.split('\n').slice(1, 4)).toEqual([
      '接口 endpoint     引擎 engine  req/s  p50 ms  p99 ms  failed  pg/sqlite  rollbacks  各次 runs req/s',
      'getWebsiteMenu  sqlite      6100       4      20       0                        6000 6200',
      '                postgres    3100       4      20       0      0.51×             3000 3200',
    ]);
    expect(text).toContain('每个接口每次都是同一引擎更快');
  });

  it('names an endpoint whose faster engine changed between runs, and the write’s rollbacks', () => {
    const text = formatEngineBench(
      [
        result('sqlite', 1, 'order detail', 2000),
        result('postgres', 1, 'order detail', 2100),
        result('sqlite', 1, 'serviceOrder/create', 1900),
        result('postgres', 1, 'serviceOrder/create', 150, { rolledBack: 4000 }),
        result('sqlite', 2, 'order detail', 2200),
        result('postgres', 2, 'order detail', 2000),
        result('sqlite', 2, 'serviceOrder/create', 1800),
        result('postgres', 2, 'serviceOrder/create', 160, { rolledBack: 3000 }),
      ],
      setup,
    );
    expect(text).toContain('各次快慢不一 flips：order detail（');
    expect(text).toMatch(
      /serviceOrder\/create +sqlite +1850 .* 1900 1800\n +postgres +155 .* 0\.08× +3500 +150 160/,
    );
    expect(text).toContain('rollbacks：PostgreSQL 上每次写入压测');
  });
});
