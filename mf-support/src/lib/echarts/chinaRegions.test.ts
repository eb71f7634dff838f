import chinaJson from 'echarts4/map/json/china.json';
import { CHINA_MAP, provinceNameMap, registerChinaMap } from './chinaRegions';

describe('map of China (Apache ECharts 4.9.0 china.json)', () => {
  const nameMap = provinceNameMap(chinaJson);

  it('has all 34 provincial-level divisions, by GB/T 2260 code', () => {
    const codes = Object.values(nameMap);
    expect(codes).toHaveLength(34);
    expect(new Set(codes).size).toBe(34);
    expect(codes.every((code) => /^\d{2}0000$/.test(code))).toBe(true);
  });

  it('includes Taiwan, Hong Kong, Macao and Hainan (whose islands reach the South China Sea)', () => {
    expect(nameMap).toMatchObject({
      台湾: '710000',
      香港: '810000',
      澳门: '820000',
      海南: '460000',
      北京: '110000',
      广东: '440000',
    });
  });

  it('is the compressed form ECharts decodes itself', () => {
    expect(chinaJson.UTF8Encoding).toBe(true);
  });

  it('skips features without a six-digit code', () => {
    expect(
      provinceNameMap({
        features: [
          { properties: { name: '南海诸岛' } },
          { id: 'x', properties: { name: '无效' } },
          { properties: { id: '650000', name: '新疆' } },
        ],
      }),
    ).toEqual({ 新疆: '650000' });
  });
});

describe('registerChinaMap', () => {
  it('registers the data as the map of China and returns its name map', () => {
    const geoJson = {
      features: [
        { id: '110000', properties: { name: '北京' } },
        { properties: { id: '450000', name: '广西' } },
        { properties: { name: '南海诸岛' } },
      ],
    };
    const registerMap = jest.fn();
    expect(registerChinaMap(geoJson, registerMap)).toEqual({
      nameMap: { 北京: '110000', 广西: '450000' },
    });
    expect(registerMap).toHaveBeenCalledWith(CHINA_MAP, geoJson);
  });
});
