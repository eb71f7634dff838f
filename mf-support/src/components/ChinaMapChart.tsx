import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button, Spin } from 'antd';
import type { ChinaMapMeta } from '../lib/echarts/chinaRegions';
import {
  loadChinaEcharts,
  type ChinaEcharts,
  type MapChartInstance,
} from '../lib/echarts/loadChinaEcharts';
import './chinaMapChart.css';

/** Builds a chart's ECharts option once the map is loaded (memoise it: a new one redraws). */
export type MapOptionBuilder = (meta: ChinaMapMeta) => object;

/**
 * An ECharts map of China with its text alternative (the map pages, SPEC §2 `/support/iono`,
 * `/support/map`). ECharts and the map data are fetched when this mounts (`loadChinaEcharts`);
 * meanwhile a skeleton shows, and a failed fetch offers 重试. The canvas is an `img` named by
 * `summary`; `children` (a caption and a data table) carry the details for every reader. Nothing
 * touches the DOM during render (server rendering).
 * @param option the option builder; the chart is redrawn (merged) whenever it changes
 * @param summary one sentence that names what the map shows, the canvas' accessible name
 * @param children the figure's caption and text alternative, under the canvas
 */
export function ChinaMapChart({
  option,
  summary,
  children,
}: {
  option: MapOptionBuilder;
  summary: string;
  children?: ReactNode;
}) {
  const container = useRef<HTMLDivElement>(null);
  const chart = useRef<MapChartInstance | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<{ attempt: number; lib: ChinaEcharts | null } | null>(null);

  useEffect(() => {
    let live = true;
    loadChinaEcharts().then(
      (lib) => live && setLoaded({ attempt, lib }),
      () => live && setLoaded({ attempt, lib: null }),
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  const lib = loaded?.attempt === attempt ? loaded.lib : undefined;
  useEffect(() => {
    const element = container.current;
    if (!lib || !element) return undefined;
    const instance = lib.init(element);
    chart.current = instance;
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(element);
    return () => {
      observer.disconnect();
      chart.current = null;
      instance.dispose();
    };
  }, [lib]);

  useEffect(() => {
    if (lib) chart.current?.setOption(option(lib));
  }, [lib, option]);

  return (
    <figure className="smap-figure">
      <div className="smap-canvas-box">
        <div ref={container} className="smap-canvas" role="img" aria-label={summary} />
        {lib === undefined && (
          <div className="smap-canvas-cover" role="status">
            <Spin />
            <span>地图加载中…</span>
          </div>
        )}
        {lib === null && (
          <div className="smap-canvas-cover" role="alert">
            <p>地图组件加载失败，请检查网络后重试。</p>
            <Button onClick={() => setAttempt((n) => n + 1)}>重新加载地图</Button>
          </div>
        )}
      </div>
      {children}
    </figure>
  );
}
