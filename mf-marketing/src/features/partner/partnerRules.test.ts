import { partnerFieldError, toPartnerApplication } from './partnerRules';

/** The cooperation form's rules mirror docs/api.md `PartnerApplication` (`/partner`). */
describe('partnerFieldError', () => {
  it.each([
    ['company', '星', '公司名称应为 2–60 个字符'],
    ['company', '星'.repeat(61), '公司名称应为 2–60 个字符'],
    ['company', '   ', '请输入公司名称'],
    ['contact', '张'.repeat(21), '联系人姓名应为 2–20 个字符'],
    ['message', '需要厘米级服务', '合作需求应为 10–500 个字符'],
    ['email', 'sales@beichen', '请输入正确的邮箱地址'],
    ['region', '省'.repeat(41), '所在地区不超过 40 个字符'],
  ] as const)('rejects %s %j', (field, value, message) => {
    expect(partnerFieldError(field, value)).toBe(message);
  });

  it.each(['13800138000', '19912345678', '010-62981688', '0755-8888666', '01062981688'])(
    'accepts the phone %s',
    (phone) => expect(partnerFieldError('phone', phone)).toBeNull(),
  );

  it.each(['12800138000', '1380013800', '10-62981688', '400-820-1688'])(
    'rejects the phone %s',
    (phone) => expect(partnerFieldError('phone', phone)).toMatch(/请输入正确的手机号或座机号/),
  );

  it('lets the optional email and region be empty', () => {
    expect(partnerFieldError('email', '')).toBeNull();
    expect(partnerFieldError('region', undefined)).toBeNull();
  });
});

describe('toPartnerApplication', () => {
  it('trims the values and leaves out empty optional fields', () => {
    expect(
      toPartnerApplication({
        company: ' 北辰测绘 ',
        contact: '李明 ',
        phone: ' 13800138000',
        email: '  ',
        region: '',
        cooperationType: 'reseller',
        message: ' 希望代理厘米级服务账号与 LF-GNSS 板卡 ',
      }),
    ).toEqual({
      company: '北辰测绘',
      contact: '李明',
      phone: '13800138000',
      cooperationType: 'reseller',
      message: '希望代理厘米级服务账号与 LF-GNSS 板卡',
    });
  });
});
