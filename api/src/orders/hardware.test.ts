import type { Selectable } from 'kysely';
import type { UserAddressTable } from '../db/types';
import { orderAddressOf } from './hardware';

function address(province: string, city: string, district: string): Selectable<UserAddressTable> {
  return {
    id: 1,
    user_id: 1,
    recipient: '张三',
    mobile: '13912345678',
    province_code: '000000',
    province_name: province,
    city_code: '000000',
    city_name: city,
    district_code: '000000',
    district_name: district,
    detail: '某街道 1 号',
    postcode: null,
    is_default: 1,
    created_at: 0,
    updated_at: 0,
  };
}

describe('orderAddressOf', () => {
  it.each([
    [['广东省', '深圳市', '南山区'], '广东省 深圳市 南山区'],
    [['北京市', '市辖区', '东城区'], '北京市 东城区'],
    [['重庆市', '县', '城口县'], '重庆市 城口县'],
    [['广东省', '东莞市', '东莞市'], '广东省 东莞市'],
    [['河南省', '省直辖县级行政区划', '济源市'], '河南省 济源市'],
  ])('writes %j as %s', ([province, city, district], region) => {
    expect(orderAddressOf(address(province ?? '', city ?? '', district ?? ''))).toEqual({
      recipient: '张三',
      mobile: '13912345678',
      region,
      detail: '某街道 1 号',
      postcode: null,
    });
  });
});
