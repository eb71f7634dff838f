/**
 * ECharts with only the parts the map pages draw, and the map of China registered. Loaded only by
 * `loadChinaEcharts()` (a dynamic import from the map pages), so neither ECharts nor the map data
 * reaches `/`, `/support` or any shared chunk. Never import this file statically.
 *
 * Map data: Apache ECharts 4.9.0 `map/json/china.json` (Apache-2.0): the 34 provincial-level
 * divisions, Taiwan, Hong Kong and Macao included, in the compressed `UTF8Encoding` form that
 * ECharts decodes itself. Registered under the name `china`, for which ECharts adds the South China
 * Sea islands (南海诸岛) inset and the Diaoyu island, as a map published in China must show.
 */
// `use` renamed: it is ECharts' installer, not a React hook.
import { init, registerMap, use as installParts } from 'echarts/core';
import { CustomChart, ScatterChart } from 'echarts/charts';
import { GeoComponent, TooltipComponent, VisualMapContinuousComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
import chinaJson from 'echarts4/map/json/china.json';
import { CHINA_MAP, provinceNameMap, type ChinaFeatureCollection } from './chinaRegions';

installParts([
  CustomChart,
  ScatterChart,
  GeoComponent,
  TooltipComponent,
  VisualMapContinuousComponent,
  CanvasRenderer,
]);

const geoJson: ChinaFeatureCollection = chinaJson;
// The JSON module's inferred type widens `type: 'FeatureCollection'` to `string` and types the
// compressed coordinates as strings, so it does not meet ECharts' GeoJSON types; the data is the
// published ECharts 4.9.0 file that ECharts itself reads.
registerMap(CHINA_MAP, chinaJson as unknown as Parameters<typeof registerMap>[1]);

/** Map feature name (`广东`) → GB/T 2260 province code (`440000`), for the geo `nameMap`. */
export const chinaNameMap: Readonly<Record<string, string>> = provinceNameMap(geoJson);

export { init };
