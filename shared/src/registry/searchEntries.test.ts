import {
  formatSearchEntries,
  parseSearchEntries,
  SearchEntriesError,
  type SearchEntry,
} from './searchEntries';

/** `search-entries.json` is checked before a release and when the API indexes it. */

const entry: SearchEntry = {
  path: '/aboutus/join',
  title: '加入我们',
  description: '社会招聘与校园招聘。',
  keywords: ['招聘', '校园'],
};

function issuesOf(input: unknown): string[] {
  try {
    parseSearchEntries(input);
  } catch (error) {
    if (error instanceof SearchEntriesError) return error.issues;
    throw error;
  }
  return [];
}

describe('search entries file', () => {
  it('round-trips what the build writes', () => {
    const text = formatSearchEntries([entry]);
    expect(JSON.parse(text)).toEqual({ schemaVersion: 1, entries: [entry] });
    expect(parseSearchEntries(JSON.parse(text))).toEqual([entry]);
    expect(parseSearchEntries({ schemaVersion: 1, entries: [] })).toEqual([]);
  });

  it.each([
    ['a bare array', [entry], 1],
    ['another schema version', { schemaVersion: 2, entries: [entry] }, 1],
    ['a relative path', { schemaVersion: 1, entries: [{ ...entry, path: 'aboutus' }] }, 1],
    ['a path with a space', { schemaVersion: 1, entries: [{ ...entry, path: '/a b' }] }, 1],
    ['an empty title', { schemaVersion: 1, entries: [{ ...entry, title: '' }] }, 1],
    ['keywords as a string', { schemaVersion: 1, entries: [{ ...entry, keywords: '招聘' }] }, 1],
    [
      'two broken entries',
      { schemaVersion: 1, entries: [{ ...entry, title: 7 }, { path: '/x' }] },
      4,
    ],
  ])('refuses %s, naming each problem in Chinese', (_name, input, count) => {
    const issues = issuesOf(input);
    expect(issues).toHaveLength(count);
    for (const issue of issues) expect(issue).toMatch(/[\u4e00-\u9fff]/);
  });

  it('names where the problem is', () => {
    expect(issuesOf({ schemaVersion: 1, entries: [entry, { ...entry, path: 'x' }] })).toEqual([
      'entries.1.path: 页面路径须以 / 开头、不含空白、不超过 255 个字符',
    ]);
  });

  it('refuses to write a malformed entry', () => {
    expect(() => formatSearchEntries([{ ...entry, title: '' }])).toThrow(SearchEntriesError);
  });
});
