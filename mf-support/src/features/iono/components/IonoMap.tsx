import type { IonoGrid } from '@xingheng/shared';
import { ChinaMapChart } from '../../../components/ChinaMapChart';
import { mapWorkerUrl } from '../../../lib/echarts/mapAssets';
import { ionoChartOption, TEC_COLORS, tecItemText } from '../ionoChartOption';
import { formatBeijingDateTime } from '../timeSteps';
import { formatDegrees, formatTec, gridStep, peakCell, sampleTecTable, scaleMax } from '../tecGrid';

/** Starts the ionosphere map's worker (`iono.worker.ts`, entry `iono-map`). */
function startIonoMapWorker(): Worker {
  return new Worker(mapWorkerUrl('iono-map'), { name: 'iono-map' });
}

/**
 * The TEC grid over the map of China, with its caption (time, unit, peak) and, for every reader,
 * a data table of the grid sampled every 10° × 5°.
 * @param grid the grid to draw
 */
export function IonoMap({ grid }: { grid: IonoGrid }) {
  const when = `北京时间 ${formatBeijingDateTime(grid.time)}`;
  const peak = peakCell(grid);
  const table = sampleTecTable(grid);
  return (
    <ChinaMapChart
      input={grid}
      option={ionoChartOption}
      worker={startIonoMapWorker}
      describe={tecItemText}
      summary={`中国区域电离层垂直总电子含量分布图，${when}`}
    >
      <div className="iono-scale" aria-hidden="true">
        <span>0</span>
        <span
          className="iono-scale-bar"
          style={{ background: `linear-gradient(to right, ${TEC_COLORS.join(', ')})` }}
        />
        <span>{scaleMax(grid)} TECU</span>
      </div>
      <figcaption className="smap-caption">
        {when}中国区域电离层垂直总电子含量（TEC），单位 TECU（1 TECU = 10¹⁶ 电子/m²），网格间距{' '}
        {gridStep(grid)[0]}°，色标 0–{scaleMax(grid)} TECU。
        {peak &&
          `最高 ${formatTec(peak[2])} TECU，位于${formatDegrees(peak[0], 'lon')}、${formatDegrees(peak[1], 'lat')}附近。`}
      </figcaption>
      <details className="smap-data">
        <summary>查看数据表（每 10° 经度、5° 纬度取样）</summary>
        <div className="smap-table-wrap">
          <table className="smap-table">
            <caption>{when} 垂直总电子含量（TECU）</caption>
            <thead>
              <tr>
                <th scope="col">纬度＼经度</th>
                {table.lons.map((lon) => (
                  <th key={lon} scope="col">
                    {formatDegrees(lon, 'lon')}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row) => (
                <tr key={row.lat}>
                  <th scope="row">{formatDegrees(row.lat, 'lat')}</th>
                  {row.values.map((value, j) => (
                    <td key={table.lons[j]}>{value === null ? '—' : formatTec(value)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </ChinaMapChart>
  );
}
