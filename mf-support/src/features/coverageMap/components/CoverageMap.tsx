import { useMemo, useState } from 'react';
import type { CoverageRegions } from '@xingheng/shared';
import { ChinaMapChart } from '../../../components/ChinaMapChart';
import { coverageItemText, coverageMapOption, type CoverageMapInput } from '../coverageChartOption';
import { mapWorkerUrl } from '../../../lib/echarts/mapAssets';
import { serviceLabel } from '../coverageView';
import { CoverageLegend } from './CoverageLegend';
import { ProvinceCoverageTable } from './ProvinceCoverageTable';
import { ServiceSwitch } from './ServiceSwitch';
import './coverage.css';

/** Where the map's boundaries come from (the map must show the whole national territory). */
export const MAP_SOURCE_NOTE = '地图数据：Apache ECharts 4.9.0（Apache-2.0），含南海诸岛';

/** Starts the coverage map's worker (`coverageMap.worker.ts`, entry `coverage-map`). */
function startCoverageMapWorker(): Worker {
  return new Worker(mapWorkerUrl('coverage-map'), { name: 'coverage-map' });
}

/**
 * The coverage map: a service switch, provinces coloured by that service's level with its
 * covered cities as points, the legend, the map data's source, and the table of every province.
 * @param regions the coverage API's regions (at least one service)
 */
export function CoverageMap({ regions }: { regions: CoverageRegions }) {
  const [serviceId, setServiceId] = useState(() => regions.services[0]?.serviceId ?? 0);
  const service = regions.services.find((s) => s.serviceId === serviceId);
  const name = service ? serviceLabel(service) : '';
  const input = useMemo<CoverageMapInput>(() => ({ regions, serviceId }), [regions, serviceId]);
  const describe = useMemo(() => coverageItemText(regions, serviceId), [regions, serviceId]);
  return (
    <section className="cov-map" aria-label="覆盖地图">
      <ServiceSwitch services={regions.services} value={serviceId} onChange={setServiceId} />
      <ChinaMapChart
        input={input}
        option={coverageMapOption}
        worker={startCoverageMapWorker}
        describe={describe}
        summary={`${name}服务覆盖地图：按省级行政区着色，标出已覆盖城市`}
      >
        <figcaption className="smap-caption">
          {name}：省级行政区按覆盖程度着色，橙色圆点为已覆盖城市。
        </figcaption>
        <CoverageLegend provinces={regions.provinces} serviceId={serviceId} />
        <p className="smap-source">{MAP_SOURCE_NOTE}</p>
        <ProvinceCoverageTable regions={regions} />
      </ChinaMapChart>
    </section>
  );
}
