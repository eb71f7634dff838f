import type { IonoGrid } from '@xingheng/shared';
import { ionoChartOption, TEC_COLORS, tecColor, tecItemText } from './ionoChartOption';

const grid: IonoGrid = {
  time: 0,
  model: 'XH-TEC 1.0',
  lons: [70, 72.5, 75],
  lats: [15, 17.5],
  values: [
    [10, 20, 30],
    [40, 50, 96],
  ],
  unit: 'TECU',
  maxTec: 96,
  activity: 'active',
  advice: '',
  disturbed: false,
};

/** The option's one series and its geo, typed loosely for inspection. */
function parts(option: ReturnType<typeof ionoChartOption>) {
  const series = (Array.isArray(option.series) ? option.series : [option.series])[0];
  const geo = Array.isArray(option.geo) ? option.geo[0] : option.geo;
  if (!series || series.type !== 'custom' || !geo) throw new Error('bad option');
  return { series, geo };
}

describe('ionoChartOption', () => {
  const option = ionoChartOption(grid, { nameMap: { 北京: '110000' } });

  it('draws every grid point over the registered map of China, on a TECU scale', () => {
    const { series, geo } = parts(option);
    expect(geo.map).toBe('china');
    expect(geo.nameMap).toEqual({ 北京: '110000' });
    expect(geo.silent).toBe(true);
    expect(series.id).toBe('tec');
    expect(series.coordinateSystem).toBe('geo');
    expect(series.data).toEqual([
      [70, 15, 10],
      [72.5, 15, 20],
      [75, 15, 30],
      [70, 17.5, 40],
      [72.5, 17.5, 50],
      [75, 17.5, 96],
    ]);
  });

  it('frames the view on the grid, half a cell beyond its outer points', () => {
    expect(parts(option).geo.boundingCoords).toEqual([
      [68.75, 18.75],
      [76.25, 13.75],
    ]);
  });

  it('renders each point as a cell of the grid size, filled with its scale colour', () => {
    const { series } = parts(option);
    const coord = jest.fn(([lon, lat]: number[]) => [(lon ?? 0) * 10, -(lat ?? 0) * 10]);
    const api = {
      value: (dim: number) => [72.5, 15, 20][dim],
      coord,
    };
    const shape = series.renderItem?.({} as never, api as never);
    expect(coord).toHaveBeenCalledWith([71.25, 16.25]);
    expect(coord).toHaveBeenCalledWith([73.75, 13.75]);
    expect(shape).toEqual({
      type: 'rect',
      shape: { x: 712.5, y: -162.5, width: 25.5, height: 25.5 },
      style: { fill: tecColor(20, 100), opacity: 0.8 },
    });
  });

  it('names a point in words in its tooltip', () => {
    expect(tecItemText({ componentType: 'series', value: [115, 30, 45.25] })).toBe(
      '东经 115°，北纬 30°\n45.3 TECU',
    );
    expect(tecItemText({ componentType: 'geo', name: '110000' })).toBe('');
  });
});

describe('tecColor', () => {
  it('runs through the scale colours evenly from 0 to the top, blending between them', () => {
    expect(tecColor(0, 90)).toBe('rgb(49, 54, 149)');
    expect(tecColor(90, 90)).toBe('rgb(165, 0, 38)');
    expect(tecColor(10, 90)).toBe('rgb(69, 117, 180)');
    // Halfway between #313695 and #4575b4.
    expect(tecColor(5, 90)).toBe('rgb(59, 86, 165)');
    expect(TEC_COLORS).toHaveLength(10);
  });

  it('gives values beyond the scale its end colours', () => {
    expect(tecColor(-3, 90)).toBe(tecColor(0, 90));
    expect(tecColor(200, 90)).toBe(tecColor(90, 90));
  });
});
