import type { AppState, HistoryEvent, VersionRecord } from '../deploy/ledger';
import { rollbackCandidates } from './rollbackTarget';

const record = (version: string, withdrawn = false): VersionRecord => ({
  version,
  commit: 'abc1234',
  builtAt: '2026-11-22T07:00:00.000Z',
  releasedAt: '2026-11-22T07:00:00.000Z',
  releasedBy: 'tester',
  ...(withdrawn ? { withdrawn: { at: '2026-11-22T08:00:00.000Z', by: 'w', reason: '故障' } } : {}),
});

const event = (
  action: HistoryEvent['action'],
  to: string,
  from?: string,
  app: HistoryEvent['app'] = 'mf-support',
): HistoryEvent => ({ at: '', by: 'tester', app, action, to, ...(from ? { from } : {}) });

const state = (active: string, versions: VersionRecord[]): AppState => ({ versions, active });

describe('rollbackCandidates', () => {
  const versions = ['v1', 'v2', 'v3'].map((v) => record(v));

  it('goes back to the previous activation, most recent first', () => {
    const history = [
      event('promote', 'v1'),
      event('promote', 'v2', 'v1'),
      event('promote', 'v3', 'v2'),
    ];
    expect(rollbackCandidates(state('v3', versions), history, 'mf-support')).toEqual(['v2', 'v1']);
  });

  it('never goes back onto the version a rollback left', () => {
    const history = [
      event('promote', 'v1'),
      event('promote', 'v2', 'v1'),
      event('rollback', 'v1', 'v2'),
    ];
    expect(rollbackCandidates(state('v1', versions), history, 'mf-support')).toEqual([]);
  });

  it('walks past versions rolled back from and withdrawn ones', () => {
    const history = [
      event('promote', 'v1'),
      event('promote', 'v2', 'v1'),
      event('promote', 'v3', 'v2'),
      event('rollback', 'v2', 'v3'),
    ];
    expect(rollbackCandidates(state('v2', versions), history, 'mf-support')).toEqual(['v1']);
    const withdrawn = [record('v1', true), record('v2'), record('v3')];
    expect(rollbackCandidates(state('v2', withdrawn), history, 'mf-support')).toEqual([]);
  });

  it('takes a version rolled back from again once it was activated since', () => {
    const history = [
      event('promote', 'v1'),
      event('promote', 'v2', 'v1'),
      event('rollback', 'v1', 'v2'),
      event('promote', 'v2', 'v1'),
      event('promote', 'v3', 'v2'),
    ];
    expect(rollbackCandidates(state('v3', versions), history, 'mf-support')).toEqual(['v2', 'v1']);
  });

  it('ignores other apps, canaries, pruned versions and a rollback that only ended a canary', () => {
    const history = [
      event('promote', 'v0'),
      event('promote', 'v1', 'v0'),
      event('promote', 'v9', undefined, 'mf-order'),
      event('canary', 'v3', 'v1'),
      event('rollback', 'v1', 'v1'),
      event('promote', 'v2', 'v1'),
    ];
    expect(rollbackCandidates(state('v2', versions), history, 'mf-support')).toEqual(['v1']);
  });
});
