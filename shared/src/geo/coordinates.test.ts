import { formatDms, parseCoordinate, parseLatitude, parseLongitude } from './coordinates';

/** The value of a parse that must succeed. */
function value(text: string, axis: 'lat' | 'lng'): number {
  const result = parseCoordinate(text, axis);
  if (!result.ok) throw new Error(`${text}: ${result.error}`);
  return result.value;
}

/** The message of a parse that must fail. */
function error(text: string, axis: 'lat' | 'lng'): string {
  const result = parseCoordinate(text, axis);
  if (result.ok) throw new Error(`${text} parsed as ${result.value}`);
  return result.error;
}

const TIANANMEN_LNG = 116 + 23 / 60 + 49.2 / 3600;

describe('parseCoordinate: decimal degrees', () => {
  it.each([
    ['116.397', 'lng', 116.397],
    ['-33.5', 'lat', -33.5],
    ['+39.9087', 'lat', 39.9087],
    ['116.397E', 'lng', 116.397],
    ['116.397 W', 'lng', -116.397],
    ['S 33.5', 'lat', -33.5],
    ['39.9087n', 'lat', 39.9087],
    ['.5', 'lat', 0.5],
    ['120', 'lng', 120],
    ['39.9°', 'lat', 39.9],
  ] as const)('reads %p as a %s of %p', (text, axis, expected) => {
    expect(value(text, axis)).toBeCloseTo(expected, 10);
  });
});

describe('parseCoordinate: degrees, minutes, seconds', () => {
  it.each([
    [`116°23'49.2"E`, 'lng', TIANANMEN_LNG],
    ['116 23 49.2', 'lng', TIANANMEN_LNG],
    ['116°23′49.2″', 'lng', TIANANMEN_LNG],
    ['116° 23′ 49.2″ E', 'lng', TIANANMEN_LNG],
    ['116:23:49.2', 'lng', TIANANMEN_LNG],
    ['39°54′27″N', 'lat', 39 + 54 / 60 + 27 / 3600],
    [`39°54'27''N`, 'lat', 39 + 54 / 60 + 27 / 3600],
    ['39°54.45′', 'lat', 39 + 54.45 / 60],
    ['33 30 S', 'lat', -33.5],
    ['-33°30′', 'lat', -33.5],
    ['W 77°2′', 'lng', -(77 + 2 / 60)],
    ['39º54′27″', 'lat', 39 + 54 / 60 + 27 / 3600],
  ] as const)('reads %p', (text, axis, expected) => {
    expect(value(text, axis)).toBeCloseTo(expected, 10);
  });

  it('reads full-width digits, symbols and spaces', () => {
    expect(value('１１６°２３′４９．２″Ｅ', 'lng')).toBeCloseTo(TIANANMEN_LNG, 10);
    expect(value('－３３．５', 'lat')).toBe(-33.5);
    expect(value('１１６　２３　４９．２', 'lng')).toBeCloseTo(TIANANMEN_LNG, 10);
    expect(value(`39°54＇27＂`, 'lat')).toBeCloseTo(39 + 54 / 60 + 27 / 3600, 10);
  });

  it('reads 度分秒 and 东经 / 西经 / 北纬 / 南纬', () => {
    expect(value('东经116度23分49.2秒', 'lng')).toBeCloseTo(TIANANMEN_LNG, 10);
    expect(value('北纬39°54′27″', 'lat')).toBeCloseTo(39.9075, 10);
    expect(value('南纬33.5', 'lat')).toBe(-33.5);
    expect(value('西经 77.0369', 'lng')).toBe(-77.0369);
  });

  it('offers the latitude and longitude shorthands', () => {
    expect(parseLatitude('39.9')).toEqual({ ok: true, value: 39.9 });
    expect(parseLongitude('116.4')).toEqual({ ok: true, value: 116.4 });
    expect(parseLatitude('116.4').ok).toBe(false);
  });

  it('never answers minus zero', () => {
    expect(Object.is(value('-0', 'lat'), 0)).toBe(true);
    expect(Object.is(value('0 0 0 S', 'lat'), 0)).toBe(true);
  });
});

describe('parseCoordinate: ranges', () => {
  it.each([
    ['90', 'lat', 90],
    ['-90', 'lat', -90],
    ['180', 'lng', 180],
    ['180 W', 'lng', -180],
    ['89 59 59.99', 'lat', 89 + 59 / 60 + 59.99 / 3600],
  ] as const)('accepts the edge %p', (text, axis, expected) => {
    expect(value(text, axis)).toBeCloseTo(expected, 10);
  });

  it.each([
    ['90.0001', 'lat', '纬度须在 -90° 至 90° 之间'],
    ['-91', 'lat', '纬度须在 -90° 至 90° 之间'],
    ['90°0′1″N', 'lat', '纬度须在 -90° 至 90° 之间'],
    ['180.5', 'lng', '经度须在 -180° 至 180° 之间'],
    ['200 W', 'lng', '经度须在 -180° 至 180° 之间'],
  ] as const)('refuses %p out of range', (text, axis, message) => {
    expect(error(text, axis)).toBe(message);
  });

  it('refuses minutes and seconds of 60 or more', () => {
    expect(error('39 60 0', 'lat')).toBe('纬度的分须小于 60');
    expect(error('116°23′60″', 'lng')).toBe('经度的秒须小于 60');
    expect(value('39 59.99', 'lat')).toBeCloseTo(39 + 59.99 / 60, 10);
  });
});

describe('parseCoordinate: bad input', () => {
  it('asks for a value when the field is empty', () => {
    expect(error('', 'lat')).toBe('请输入纬度');
    expect(error('   ', 'lng')).toBe('请输入经度');
  });

  it.each([
    'abc',
    '116,397',
    '1e3',
    'NaN',
    'Infinity',
    '1 2 3 4',
    '116°°',
    '23′116°',
    '116-23',
    '--116',
    'E',
  ])('refuses %p with the expected forms', (text) => {
    expect(error(text, 'lng')).toBe(
      '无法识别的经度，请输入十进制度或度分秒，如 116.397 或 116°23′49″E',
    );
  });

  it('refuses a hemisphere letter of the other axis', () => {
    expect(error('39°54′27″E', 'lat')).toBe('纬度请用 N 或 S（北纬、南纬）标明方向');
    expect(error('116.397N', 'lng')).toBe('经度请用 E 或 W（东经、西经）标明方向');
    expect(error('北纬116', 'lng')).toBe('经度请用 E 或 W（东经、西经）标明方向');
  });

  it('refuses a sign together with a hemisphere letter, and two letters', () => {
    expect(error('-116E', 'lng')).toBe('经度请只用正负号或半球字母中的一种表示方向');
    expect(error('S -33', 'lat')).toBe('纬度请只用正负号或半球字母中的一种表示方向');
    expect(error('N39N', 'lat')).toBe('纬度的半球字母只能写一次');
  });

  it('refuses decimals before the last part', () => {
    expect(error('116.5°30′', 'lng')).toBe('经度只有最后一项可以带小数（如 116°23.82′）');
  });
});

describe('formatDms', () => {
  it('writes degrees, two-digit minutes and seconds, and the hemisphere', () => {
    expect(formatDms(TIANANMEN_LNG, 'lng')).toBe('116°23′49.2″E');
    expect(formatDms(-33.5, 'lat')).toBe('33°30′00.0″S');
    expect(formatDms(0, 'lat')).toBe('0°00′00.0″N');
    expect(formatDms(-180, 'lng')).toBe('180°00′00.0″W');
    expect(formatDms(39.9075, 'lat', 0)).toBe('39°54′27″N');
    expect(formatDms(39.90751, 'lat', 3)).toBe('39°54′27.036″N');
  });

  it('carries a rounded 60″ into minutes and degrees', () => {
    expect(formatDms(39.99999999, 'lat')).toBe('40°00′00.0″N');
    expect(formatDms(-0.00000001, 'lng')).toBe('0°00′00.0″E');
  });

  it('reads back what it writes', () => {
    for (const v of [116.397, -33.5, 39.90871, -77.03687, 0.25]) {
      expect(value(formatDms(v, 'lng', 3), 'lng')).toBeCloseTo(v, 6);
    }
  });

  it('refuses values out of range or not finite', () => {
    expect(() => formatDms(91, 'lat')).toThrow(RangeError);
    expect(() => formatDms(Number.NaN, 'lng')).toThrow('经度须在 -180° 至 180° 之间');
  });
});
