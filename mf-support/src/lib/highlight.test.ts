import { splitByQuery } from './highlight';

describe('splitByQuery', () => {
  it('marks every occurrence, ignoring case', () => {
    expect(splitByQuery('NTRIP 接入与 ntrip 挂载点', 'Ntrip')).toEqual([
      { text: 'NTRIP', match: true },
      { text: ' 接入与 ', match: false },
      { text: 'ntrip', match: true },
      { text: ' 挂载点', match: false },
    ]);
  });

  it('keeps the text whole when nothing matches or the query is empty', () => {
    expect(splitByQuery('常见问题', 'RTK')).toEqual([{ text: '常见问题', match: false }]);
    expect(splitByQuery('常见问题', '  ')).toEqual([{ text: '常见问题', match: false }]);
  });
});
