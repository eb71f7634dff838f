/**
 * The coverage map's worker (`/support/map`): ECharts drawing `coverageMapOption` off the page's
 * main thread (docs/performance.md "Map pages: the chart in a worker"). Started by `CoverageMap`
 * (entry `coverage-map` of the worker build); its input is a `CoverageMapInput`.
 */
import { serveChinaMap } from '../../lib/echarts/chinaMapWorker';
import { coverageMapOption } from './coverageChartOption';

serveChinaMap(coverageMapOption);
