/**
 * ECharts with only the parts the map pages draw: the geo component (the map of China), the custom
 * series (the TEC cells and the covered cities) and the canvas renderer. Tooltip, visualMap and the
 * scatter series are left out (about 55 KB gzip): the pages draw their tooltip and colour scale in
 * HTML (`ChinaMapChart`, `IonoMap`). Loaded only by `loadChinaEcharts()` (a dynamic import from
 * the map pages) and by the map workers (`chinaMapWorker`), so ECharts reaches neither `/`,
 * `/support` nor any shared chunk of the page. Never import this file statically from page code.
 */
// `use` renamed: it is ECharts' installer, not a React hook.
import { init, parseGeoJSON, registerMap, setPlatformAPI, use as installParts } from 'echarts/core';
import { CustomChart } from 'echarts/charts';
import { GeoComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';

installParts([CustomChart, GeoComponent, CanvasRenderer]);

export { init, parseGeoJSON, registerMap, setPlatformAPI };
