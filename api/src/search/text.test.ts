import { containsCi, htmlToText, likePattern, snippetAround } from './text';

describe('search text helpers', () => {
  it('strips tags (blocks become spaces) and decodes common entities', () => {
    expect(htmlToText('<p>厘米<strong>级</strong>定位</p><p>A &amp; B</p>')).toBe(
      '厘米级定位 A & B',
    );
  });

  it('matches a substring regardless of case', () => {
    expect(containsCi('Locate-CM 厘米级', 'locate-cm')).toBe(true);
    expect(containsCi('Locate-CM', 'DM')).toBe(false);
  });

  it('cuts about 60 characters around the first match, marking the cuts', () => {
    const text = `${'甲'.repeat(100)}目标${'乙'.repeat(100)}`;
    const snippet = snippetAround(text, '目标');
    expect(snippet).toContain('目标');
    expect(snippet.startsWith('…') && snippet.endsWith('…')).toBe(true);
    expect(Array.from(snippet)).toHaveLength(62);
    expect(snippetAround('短文本', '无')).toBe('短文本');
    expect(snippetAround('x'.repeat(80), '无')).toBe(`${'x'.repeat(60)}…`);
  });

  it('escapes LIKE wildcards', () => {
    expect(likePattern('100%_A\\')).toBe('%100\\%\\_a\\\\%');
  });
});
