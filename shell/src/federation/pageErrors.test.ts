import type { RemoteFailureReport, RemoteLoadReport } from '@xingheng/shared/registry';
import { reportPageError, resetPageErrorReports } from './pageErrors';
import { resetRemoteStates, setRemoteState } from './remoteStatus';

/** A page of a loaded remote that throws counts its visitor as failing, once per version. */

let loads: RemoteLoadReport[];
let reports: RemoteFailureReport[];
const sinks = {
  recordLoad: (r: RemoteLoadReport) => loads.push(r),
  report: (r: RemoteFailureReport) => reports.push(r),
};

beforeEach(() => {
  loads = [];
  reports = [];
  resetRemoteStates();
  resetPageErrorReports();
});

describe('reportPageError', () => {
  it('reports a page error of the loaded version once, with the error message', () => {
    setRemoteState('mf-support', { state: 'loaded', version: 'v3' });
    expect(reportPageError('mf-support', new TypeError('list is undefined'), sinks)).toBe(true);
    expect(reportPageError('mf-support', new Error('again'), sinks)).toBe(false);
    expect(loads).toEqual([{ remote: 'mf-support', version: 'v3', outcome: 'page-error' }]);
    expect(reports).toEqual([
      {
        remote: 'mf-support',
        version: 'v3',
        kind: 'page',
        message: 'TypeError: list is undefined',
      },
    ]);
  });

  it('reports nothing for a remote without a loaded version in this page', () => {
    expect(reportPageError('mf-order', new Error('x'), sinks)).toBe(false);
    setRemoteState('mf-order', { state: 'failed', kind: 'manifest', message: '404' });
    expect(reportPageError('mf-order', new Error('x'), sinks)).toBe(false);
    expect([...loads, ...reports]).toEqual([]);
  });
});
