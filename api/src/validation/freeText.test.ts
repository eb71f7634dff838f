import { freeText, freeTextProblem, normaliseFreeText } from './freeText';

const company = freeText({ label: '公司名称', field: 'company', min: 2, max: 10 });
const message = freeText({ label: '合作意向', field: 'message', min: 2, max: 50, multiline: true });

/** The first message of a failed parse, or the parsed value. */
function parse(schema: typeof company, value: unknown): string {
  const result = schema.safeParse(value);
  return result.success ? result.data : `✗ ${result.error.issues[0]?.message ?? ''}`;
}

describe('the free-text rule', () => {
  it('keeps what a person types: Chinese, Latin, digits, punctuation, emoji, rare characters', () => {
    expect(parse(company, '  星衡时空 GNSS  ')).toBe('星衡时空 GNSS');
    expect(parse(company, '𠀀𠀁科技（北京）')).toBe('𠀀𠀁科技（北京）');
    expect(parse(company, '👨‍👩‍👧 家')).toBe('👨‍👩‍👧 家');
    expect(parse(message, '第一行\r\n第二行\r第三行\t完')).toBe('第一行\n第二行\n第三行\t完');
  });

  it('refuses control characters, NUL, escape sequences, bidi overrides and undecodable bytes', () => {
    const refused = '✗ 公司名称（company）不能包含控制字符或无法识别的字符';
    for (const value of [
      '星衡\u0000时空',
      '\u001b[31m星衡时空',
      '星衡\u007f时空',
      '星衡\u0085时空',
      '星衡\u202e时空',
      '星衡\u2066时空',
      '星衡\ufeff时空',
      '星衡\ufffd时空',
      '星衡\ud800时空',
    ]) {
      expect(parse(company, value)).toBe(refused);
    }
    expect(parse(message, '第一行\n\u001b[2J第二行')).toBe(
      '✗ 合作意向（message）不能包含控制字符或无法识别的字符',
    );
  });

  it('refuses line breaks and tabs in single-line text, and counts characters, not code units', () => {
    expect(parse(company, '星衡\n时空')).toBe('✗ 公司名称（company）不能包含换行或制表符');
    expect(parse(company, '星衡\t时空')).toBe('✗ 公司名称（company）不能包含换行或制表符');
    expect(parse(company, '   ')).toBe('✗ 公司名称（company）长度须为 2–10 个字符');
    expect(parse(company, '星')).toBe('✗ 公司名称（company）长度须为 2–10 个字符');
    expect(parse(company, '𠀀'.repeat(10))).toBe('𠀀'.repeat(10));
    expect(parse(company, '𠀀'.repeat(11))).toBe('✗ 公司名称（company）长度须为 2–10 个字符');
    expect(parse(company, 42)).toBe('✗ 公司名称（company）长度须为 2–10 个字符');
  });

  it('stores one spelling per character (NFC)', () => {
    expect(normaliseFreeText('Cafe\u0301')).toBe('Café');
    expect(freeTextProblem('Café', false)).toBeNull();
  });

  it('says "at most" for an optional field', () => {
    const region = freeText({ label: '所在地区', field: 'region', min: 0, max: 3 });
    expect(parse(region, '')).toBe('');
    expect(parse(region, '浙江省杭州')).toBe('✗ 所在地区（region）最多 3 个字符');
  });
});
