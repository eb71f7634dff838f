// One thread of the page renderer's pool (docs/performance.md "Server rendering"): piscina loads
// it through renderWorker.cjs and awaits the default export (set-up and warm-up) before sending it
// a task.
import type { MessagePort } from 'node:worker_threads';
import { workerData } from 'piscina';
import { loadApiClient, setServerHtmlSanitizer } from '@xingheng/shared';
import { bridgeAdapter, portCall, type AnswerApi, type BridgeMessage } from './apiBridge';
import { createJobRenderer, type JobResult, type RenderJob } from './renderJob';
import { createServerSanitizer } from './serverSanitizer';

/** What each thread is started with (piscina's `workerData`). */
export interface RenderWorkerData {
  /** The deploy folder the server builds are loaded from. */
  deployDir: string;
  /** Builds loaded while the thread starts, so the first renders do not pay for them. */
  warm: { shellVersion: string; remotes: { name: string; version: string }[] } | undefined;
}

/**
 * One task: render `job` and answer the loaders' API calls over `port`, within `deadline`; or
 * `ready`, answered as soon as the thread has started (the pool's `ready()`).
 */
export type RenderTask = RenderJobTask | { kind: 'ready' };

/** What a render task gives back; `ready` for a `ready` task. */
export type RenderTaskResult = JobResult | { kind: 'ready' };

/** A render: `job`, its bridge and its deadline. */
export interface RenderJobTask {
  kind: 'render';
  job: RenderJob;
  /** The worker's end of this render's bridge (`serveApiOnPort` answers on the other). */
  port: MessagePort;
  /** When the render is abandoned (epoch ms, `Date.now()`'s clock). */
  deadline: number;
}

const data = workerData as RenderWorkerData;
const renderer = createJobRenderer(data.deployDir);

const noBridge: AnswerApi = () => Promise.reject(new Error('没有进行中的渲染，接口调用被拒绝'));
// One task at a time per thread (the pool's `concurrentTasksPerWorker` is 1): the shared API
// client's adapter answers through the bridge of the render under way.
let bridge: AnswerApi = noBridge;

async function handle(task: RenderTask): Promise<RenderTaskResult> {
  if (task.kind === 'ready') return task;
  task.port.postMessage({ kind: 'started' } satisfies BridgeMessage);
  // Taken from the queue too late: nothing is rendered for an answer already sent.
  if (Date.now() >= task.deadline) {
    task.port.close();
    throw new Error('超过渲染预算（未开始渲染）');
  }
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), Math.max(0, task.deadline - Date.now()));
  bridge = portCall(task.port);
  try {
    return await renderer.render(task.job, controller.signal);
  } finally {
    clearTimeout(timer);
    bridge = noBridge;
    task.port.close();
  }
}

async function start(): Promise<(task: RenderTask) => Promise<RenderTaskResult>> {
  (await loadApiClient()).defaults.adapter = bridgeAdapter(() => bridge);
  setServerHtmlSanitizer(createServerSanitizer());
  if (data.warm) {
    const { shellVersion, remotes } = data.warm;
    // A build that fails to load falls back when a page needs it (and says so then).
    await Promise.allSettled([
      renderer.loadBuilds(shellVersion),
      ...remotes.map((remote) => renderer.loadBuilds(shellVersion, remote)),
    ]);
  }
  return handle;
}

export default start();
