import { useEffect, useRef, useState, type ReactNode } from 'react';
import { PlainButton, PlainSpinner } from '@xingheng/shared/ui';
import { afterNextPaint, yieldToMain } from '@xingheng/shared/yieldToMain';
import type { ChinaMapMeta } from '../lib/echarts/chinaRegions';
import {
  loadChinaEcharts,
  type ChinaEcharts,
  type MapChartInstance,
  type MapItem,
} from '../lib/echarts/loadChinaEcharts';
import './chinaMapChart.css';

/** Builds a chart's ECharts option once the map is loaded (memoise it: a new one redraws). */
export type MapOptionBuilder = (meta: ChinaMapMeta) => object;

/** The tooltip text of what the pointer is on (`''`: no tooltip); memoise it like the option. */
export type MapItemText = (item: MapItem) => string;

/** The tooltip on screen: its text and where, in pixels inside the map box. */
interface Tip {
  text: string;
  x: number;
  y: number;
  /** Whether it opens to the left of the pointer (the pointer is in the right half). */
  left: boolean;
  /** The text function it came from: a tip of an earlier drawing (another service) is hidden. */
  source: MapItemText;
}

/**
 * An ECharts map of China with its text alternative (the map pages, SPEC §2 `/support/iono`,
 * `/support/map`). ECharts and the map data are fetched when this mounts (`loadChinaEcharts`,
 * after hydration); meanwhile the box, its size fixed by CSS, says 地图加载中…, and a failed fetch
 * offers 重新加载地图 (plain markup, no antd). Hovering or tapping a region or a point shows
 * `describe`'s text beside the pointer (an HTML tooltip: ECharts' own is not loaded). The canvas
 * is an `img` named by `summary`; `children` (a caption and a data table) carry the details for
 * every reader. Nothing touches the DOM during render (server rendering). No task is long on a
 * slow phone (docs/performance.md "Map pages: no long task"): the chart is created and its option
 * set in tasks of their own after React's commit (`yieldToMain`), ECharts draws in its next frame,
 * and the first drawing shows the map alone, then the series a frame later; the tooltip's state
 * lives here, so hovering re-renders this figure only.
 * @param option the option builder; the chart is redrawn (merged) whenever it changes
 * @param describe the tooltip text of a region or a point
 * @param summary one sentence that names what the map shows, the canvas' accessible name
 * @param children the figure's caption and text alternative, under the canvas
 */
export function ChinaMapChart({
  option,
  describe,
  summary,
  children,
}: {
  option: MapOptionBuilder;
  describe: MapItemText;
  summary: string;
  children?: ReactNode;
}) {
  const container = useRef<HTMLDivElement>(null);
  const chart = useRef<MapChartInstance | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<{ attempt: number; lib: ChinaEcharts | null } | null>(null);
  const [tip, setTip] = useState<Tip | null>(null);
  const describeRef = useRef(describe);

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
  const optionRef = useRef(option);
  /** The builder whose option the chart has (`null`: nothing drawn yet). */
  const drawn = useRef<MapOptionBuilder | null>(null);
  useEffect(() => {
    const element = container.current;
    if (!lib || !element) return undefined;
    let live = true;
    let instance: MapChartInstance | null = null;
    let observer: ResizeObserver | null = null;
    const show = (item: MapItem) => {
      const source = describeRef.current;
      const text = source(item);
      const at = item.event;
      setTip(
        text && at
          ? {
              text,
              x: at.offsetX,
              y: at.offsetY,
              left: at.offsetX > element.clientWidth / 2,
              source,
            }
          : null,
      );
    };
    const start = async () => {
      // Out of React's commit: the chart is created in a task, its option set in the next.
      await yieldToMain();
      if (!live) return;
      const created = lib.init(element);
      instance = created;
      created.on('mousemove', show);
      created.on('click', show);
      created.on('mouseout', () => setTip(null));
      created.onLeave(() => setTip(null));
      // Only a real change of size redraws (the observer's first call, at once, would redraw all).
      let size = `${element.clientWidth}x${element.clientHeight}`;
      observer = new ResizeObserver(() => {
        const now = `${element.clientWidth}x${element.clientHeight}`;
        if (now === size) return;
        size = now;
        created.resize();
      });
      observer.observe(element);
      await yieldToMain();
      if (!live) return;
      // The first drawing in two frames: the map alone, then the series (each about as long).
      const first = optionRef.current;
      created.setOption({ ...first(lib), series: [] });
      await afterNextPaint();
      if (!live) return;
      chart.current = created;
      drawn.current = optionRef.current;
      created.setOption(optionRef.current(lib));
    };
    void start();
    return () => {
      live = false;
      observer?.disconnect();
      chart.current = null;
      drawn.current = null;
      instance?.dispose();
    };
  }, [lib]);

  useEffect(() => {
    optionRef.current = option;
    if (!lib || !chart.current || drawn.current === option) return;
    drawn.current = option;
    chart.current.setOption(option(lib));
  }, [lib, option]);

  useEffect(() => {
    describeRef.current = describe;
  }, [describe]);

  return (
    <figure className="smap-figure">
      <div className="smap-canvas-box">
        <div ref={container} className="smap-canvas" role="img" aria-label={summary} />
        {tip?.source === describe && (
          <div
            className={tip.left ? 'smap-tip smap-tip--left' : 'smap-tip'}
            style={{ left: tip.x, top: tip.y }}
            aria-hidden="true"
          >
            {tip.text}
          </div>
        )}
        {lib === undefined && (
          <div className="smap-canvas-cover" role="status">
            <PlainSpinner />
            <span>地图加载中…</span>
          </div>
        )}
        {lib === null && (
          <div className="smap-canvas-cover" role="alert">
            <p>地图组件加载失败，请检查网络后重试。</p>
            <PlainButton className="smap-reload" onClick={() => setAttempt((n) => n + 1)}>
              重新加载地图
            </PlainButton>
          </div>
        )}
      </div>
      {children}
    </figure>
  );
}
