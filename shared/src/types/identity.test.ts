import { isCompanyName, isRealName, maskIdentityNumber } from './identity';

describe('identity rules shared by the forms and the API', () => {
  it.each(['张三', '欧阳娜娜', '买买提·艾力', '阿卜杜·热西提·买买提', '张'.repeat(30)])(
    'accepts the real name %s',
    (name) => expect(isRealName(name)).toBe(true),
  );

  it.each([
    ['one character', '张'],
    ['31 characters', '张'.repeat(31)],
    ['Latin letters', 'Zhang San'],
    ['a leading dot', '·张三'],
    ['a trailing dot', '张三·'],
    ['two dots in a row', '张··三'],
    ['a space', '张 三'],
    ['a digit', '张三1'],
  ])('refuses a real name with %s', (_case, name) => expect(isRealName(name)).toBe(false));

  it('accepts company names of 2–100 characters without control characters', () => {
    expect(isCompanyName('深圳星衡时空科技有限公司')).toBe(true);
    expect(isCompanyName('星衡（北京）Technology Co., Ltd.')).toBe(true);
    expect(isCompanyName('星')).toBe(false);
    expect(isCompanyName('星'.repeat(101))).toBe(false);
    expect(isCompanyName('星衡\n时空')).toBe(false);
  });

  it('masks all but the first and last 4 characters', () => {
    expect(maskIdentityNumber('11010519491231002X')).toBe('1101**********002X');
    expect(maskIdentityNumber('91440300708461136T')).toBe('9144**********136T');
    expect(maskIdentityNumber('1234')).toBe('****');
  });
});
