import {
  ACTIVATION_METHOD,
  DURATION_UNIT,
  IS_ACTIVE,
  labelOf,
  PAY_TYPE,
  SERVER_ORDER_TYPE,
  SERVER_TYPE,
  SERVICE_ORDER_STATUS,
} from './lookups';
import { pageTitle, SITE } from './site';

/** Code-to-label tables of SPEC §3 and the title format of the site. */
describe('labelOf', () => {
  it.each([
    [PAY_TYPE, 1, '余额支付'],
    [PAY_TYPE, 2, '支付宝'],
    [PAY_TYPE, 6, '余额+微信支付'],
    [DURATION_UNIT, 5, '半年'],
    [DURATION_UNIT, 6, '年'],
    [SERVER_TYPE, 1, '亚米级'],
    [SERVER_TYPE, 2, '厘米级'],
    [SERVER_ORDER_TYPE, 4, '试用转正式'],
    [ACTIVATION_METHOD, 2, '自动激活'],
    [IS_ACTIVE, 2, '测试激活'],
    [SERVICE_ORDER_STATUS, 0, '待支付'],
  ])('labels a known code (%#)', (table, code, label) => {
    expect(labelOf(table, code)).toBe(label);
  });

  it('labels an unknown code as 未知(code)', () => {
    expect(labelOf(SERVER_TYPE, 9)).toBe('未知(9)');
    expect(labelOf(SERVICE_ORDER_STATUS, 2)).toBe('未知(2)');
  });
});

describe('pageTitle', () => {
  it('formats 页面 - 星衡时空', () => {
    expect(pageTitle('关于我们')).toBe('关于我们 - 星衡时空');
  });

  it('gives the brand and slogan without a page', () => {
    expect(pageTitle()).toBe(`星衡时空 - ${SITE.slogan}`);
  });
});
