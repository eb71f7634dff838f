import type { IonoGrid } from '@xingheng/shared';
import { ionoChartOption, TEC_COLORS } from './ionoChartOption';

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
  const visualMap = Array.isArray(option.visualMap) ? option.visualMap[0] : option.visualMap;
  if (!series || series.type !== 'custom' || !geo || !visualMap) throw new Error('bad option');
  return { series, geo, visualMap };
}

describe('ionoChartOption', () => {
  const option = ionoChartOption(grid, { nameMap: { 北京: '110000' } });

  it('draws every grid point over the registered map of China, on a TECU scale', () => {
    const { series, geo, visualMap } = parts(option);
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
    expect(visualMap).toMatchObject({ min: 0, max: 100, text: ['100 TECU', '0'], dimension: 2 });
    expect(visualMap.inRange?.color).toEqual(TEC_COLORS);
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
      visual: () => '#4575b4',
    };
    const shape = series.renderItem?.({} as never, api as never);
    expect(coord).toHaveBeenCalledWith([71.25, 16.25]);
    expect(coord).toHaveBeenCalledWith([73.75, 13.75]);
    expect(shape).toEqual({
      type: 'rect',
      shape: { x: 712.5, y: -162.5, width: 25.5, height: 25.5 },
      style: { fill: '#4575b4', opacity: 0.8 },
    });
  });

  it('names a point in words in its tooltip', () => {
    const tooltip = Array.isArray(option.tooltip) ? option.tooltip[0] : option.tooltip;
    const formatter = tooltip?.formatter;
    if (typeof formatter !== 'function') throw new Error('no tooltip formatter');
    expect(formatter({ value: [115, 30, 45.25] } as never, '', () => undefined)).toBe(
      '东经 115°，北纬 30°<br/>45.3 TECU',
    );
  });
});
