import { parseMachineStat, parseProcessStat, parseTcpActiveOpens, ticksByGroup } from './cpuTimes';

describe('parseProcessStat', () => {
  it('reads pid, parent, name and user + system ticks', () => {
    const line =
      '8174 (cat) R 8170 8170 28585 0 -1 4194304 123 0 0 0 7 3 0 0 20 0 1 0 3744164 3133440 408';
    expect(parseProcessStat(line)).toEqual({ pid: 8174, ppid: 8170, comm: 'cat', ticks: 10 });
  });

  it('counts the fields from the last parenthesis, for a name with spaces and parentheses', () => {
    const line = '42 (a (b) c) S 1 42 42 0 -1 0 0 0 0 0 250 50 0 0 20 0 9 0 1 1 1';
    expect(parseProcessStat(line)).toEqual({ pid: 42, ppid: 1, comm: 'a (b) c', ticks: 300 });
  });

  it('refuses a line that is not a stat line', () => {
    expect(() => parseProcessStat('nonsense')).toThrow('无法解析');
  });
});

describe('parseMachineStat', () => {
  it('counts idle and iowait as not busy, and leaves out guest time (already in user)', () => {
    const text = 'cpu  100 10 50 800 40 0 5 0 7 0\ncpu0 1 2 3 4 5 6 7 8 9 10\n';
    expect(parseMachineStat(text)).toEqual({ busy: 165, total: 1005 });
  });

  it('refuses a file without the cpu line first', () => {
    expect(() => parseMachineStat('intr 1 2 3')).toThrow('无法解析 /proc/stat');
  });
});

describe('ticksByGroup', () => {
  const p = (pid: number, comm: string, ticks: number) => ({ pid, ppid: 1, comm, ticks });

  it('sums each group’s ticks used in between, a new process fully, an ended one not', () => {
    const before = [p(1, 'nginx', 100), p(2, 'nginx', 50), p(3, 'postgres', 10), p(4, 'gone', 5)];
    const after = [
      p(1, 'nginx', 130),
      p(2, 'nginx', 60),
      p(3, 'postgres', 10),
      p(5, 'postgres', 7),
    ];
    expect(ticksByGroup(before, after, (process) => process.comm)).toEqual({
      nginx: 40,
      postgres: 7,
    });
  });

  it('leaves out the processes without a group', () => {
    expect(
      ticksByGroup([], [p(1, 'x', 5), p(2, 'y', 3)], (process) =>
        process.pid === 1 ? 'x' : undefined,
      ),
    ).toEqual({
      x: 5,
    });
  });
});

describe('parseTcpActiveOpens', () => {
  it('reads ActiveOpens from the Tcp value line', () => {
    const text =
      'Ip: Forwarding DefaultTTL\nIp: 1 64\n' +
      'Tcp: RtoAlgorithm RtoMin RtoMax MaxConn ActiveOpens PassiveOpens\n' +
      'Tcp: 1 200 120000 -1 113468 103934\nUdp: InDatagrams\nUdp: 5\n';
    expect(parseTcpActiveOpens(text)).toBe(113468);
  });

  it('refuses a file without the Tcp lines', () => {
    expect(() => parseTcpActiveOpens('Ip: Forwarding\nIp: 1\n')).toThrow('无法解析');
  });
});
