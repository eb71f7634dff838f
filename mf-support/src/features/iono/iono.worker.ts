/**
 * The ionosphere map's worker (`/support/iono`): ECharts drawing `ionoChartOption` off the
 * page's main thread (docs/performance.md "Map pages: the chart in a worker"). Started by `IonoMap`
 * (entry `iono-map` of the worker build); its input is an `IonoGrid`.
 */
import { serveChinaMap } from '../../lib/echarts/chinaMapWorker';
import { ionoChartOption } from './ionoChartOption';

serveChinaMap(ionoChartOption);
