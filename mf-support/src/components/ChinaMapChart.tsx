import { useEffect, useRef, useState, type ReactNode } from 'react';
import { PlainButton, PlainSpinner } from '@xingheng/shared/ui';
import { yieldToMain } from '@xingheng/shared/yieldToMain';
import type { MapItem } from '../lib/echarts/loadChinaEcharts';
import {
  loadMapRenderer,
  type MapOptionBuilder,
  type MapRenderer,
  type MapView,
} from '../lib/echarts/mapRenderer';
import './chinaMapChart.css';

/** The tooltip text of what the pointer is on (`''`: no tooltip); memoise it like the input. */
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
 * `/support/map`). What draws it is loaded when this mounts (`loadMapRenderer`, after
 * hydration): in a browser with OffscreenCanvas the feature's map worker, which evaluates
 * ECharts, fetches the map data and draws off the main thread, so the page has no long task from
 * the map (docs/performance.md "Map pages: the chart in a worker"); elsewhere ECharts on the main
 * thread, in short tasks. Meanwhile the box, its size fixed by CSS, says 地图加载中…, and a failed
 * load offers 重新加载地图 (plain markup, no antd). Hovering or tapping a region or a point shows
 * `describe`'s text beside the pointer (an HTML tooltip: ECharts' own is not loaded). The canvas
 * is an `img` named by `summary`; `children` (a caption and a data table) carry the details for
 * every reader. Nothing touches the DOM during render (server rendering); the tooltip's state
 * lives here, so hovering re-renders this figure only.
 * @param input what the chart shows, structured-cloneable (it is posted to the worker); a new
 *   value redraws the chart (memoise it)
 * @param option the feature's option builder, a module-level function (the worker runs its own
 *   copy: the one its entry imports)
 * @param worker starts the feature's map worker, a module-level function
 *   (`() => new Worker(new URL('./x.worker.ts', import.meta.url))`)
 * @param describe the tooltip text of a region or a point
 * @param summary one sentence that names what the map shows, the canvas' accessible name
 * @param children the figure's caption and text alternative, under the canvas
 */
export function ChinaMapChart<T>({
  input,
  option,
  worker,
  describe,
  summary,
  children,
}: {
  input: T;
  option: MapOptionBuilder<T>;
  worker: () => Worker;
  describe: MapItemText;
  summary: string;
  children?: ReactNode;
}) {
  const container = useRef<HTMLDivElement>(null);
  const view = useRef<MapView<T> | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<{
    attempt: number;
    renderer: MapRenderer<T> | null;
  } | null>(null);
  const [tip, setTip] = useState<Tip | null>(null);
  const describeRef = useRef(describe);
  const buildRef = useRef({ option, worker });

  useEffect(() => {
    let live = true;
    const { option: build, worker: create } = buildRef.current;
    loadMapRenderer(build, create).then(
      (renderer) => live && setLoaded({ attempt, renderer }),
      () => live && setLoaded({ attempt, renderer: null }),
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  const renderer = loaded?.attempt === attempt ? loaded.renderer : undefined;
  const inputRef = useRef(input);
  /** The input the chart has (`undefined` until the first drawing). */
  const drawn = useRef<{ input: T } | undefined>(undefined);
  useEffect(() => {
    const element = container.current;
    if (!renderer || !element) return undefined;
    let live = true;
    let created: MapView<T> | null = null;
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
      // Out of React's commit: the chart is created in a task, drawn in the next.
      await yieldToMain();
      if (!live) return;
      const chart = renderer.init(element);
      created = chart;
      chart.on('mousemove', show);
      chart.on('click', show);
      chart.on('mouseout', () => setTip(null));
      chart.onLeave(() => setTip(null));
      // Only a real change of size redraws (the observer's first call, at once, would redraw all).
      let size = `${element.clientWidth}x${element.clientHeight}`;
      observer = new ResizeObserver(() => {
        const now = `${element.clientWidth}x${element.clientHeight}`;
        if (now === size) return;
        size = now;
        chart.resize();
      });
      observer.observe(element);
      await yieldToMain();
      if (!live) return;
      view.current = chart;
      drawn.current = { input: inputRef.current };
      chart.draw(inputRef.current);
    };
    void start();
    return () => {
      live = false;
      observer?.disconnect();
      view.current = null;
      drawn.current = undefined;
      created?.dispose();
    };
  }, [renderer]);

  useEffect(() => {
    inputRef.current = input;
    if (!view.current || !drawn.current || drawn.current.input === input) return;
    drawn.current = { input };
    view.current.draw(input);
  }, [renderer, input]);

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
        {renderer === undefined && (
          <div className="smap-canvas-cover" role="status">
            <PlainSpinner />
            <span>地图加载中…</span>
          </div>
        )}
        {renderer === null && (
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
