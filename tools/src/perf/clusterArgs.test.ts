import { parsePerfClusterArgs } from './clusterArgs';

describe('parsePerfClusterArgs', () => {
  it('runs every section, 3 runs of 5 s at 50 connections, 5 promotes by default', () => {
    expect(parsePerfClusterArgs([])).toEqual({
      sections: ['engines', 'nodes', 'promote'],
      durationSeconds: 5,
      connections: 50,
      runs: 3,
      promotes: 5,
      help: false,
    });
  });

  it('reads each flag with a space or an equals sign, sections in report order', () => {
    expect(
      parsePerfClusterArgs([
        '--only=promote,engines',
        '--duration',
        '3',
        '--connections=20',
        '--runs',
        '5',
        '--promotes=6',
      ]),
    ).toEqual({
      sections: ['engines', 'promote'],
      durationSeconds: 3,
      connections: 20,
      runs: 5,
      promotes: 6,
      help: false,
    });
  });

  it('refuses an unknown flag or section and a value that is not a positive integer', () => {
    expect(() => parsePerfClusterArgs(['--fast'])).toThrow('未知参数 --fast');
    expect(() => parsePerfClusterArgs(['--only', 'lighthouse'])).toThrow('不认识 lighthouse');
    expect(() => parsePerfClusterArgs(['--runs', '0'])).toThrow('--runs 需要正整数');
    expect(() => parsePerfClusterArgs(['--duration=2.5'])).toThrow('--duration 需要正整数');
    expect(() => parsePerfClusterArgs(['--connections'])).toThrow('--connections 需要正整数');
  });
});
