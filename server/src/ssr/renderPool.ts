import os from 'node:os';
import path from 'node:path';
import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { serveApiOnPort, type AnswerApi, type BridgeMessage } from './apiBridge';
import type { JobResult, RenderJob } from './renderJob';
import type { RenderTask, RenderTaskResult, RenderWorkerData } from './renderWorker';

/**
 * Time a started render gets past its budget to stop by itself before its thread is ended, ms: a
 * render told to stop ends at React's next task, and a new thread costs seconds of start-up.
 */
export const TERMINATE_GRACE_MS = 1000;

/** Options of `createRenderPool`. */
export interface RenderPoolOptions {
  /** The deploy folder the threads load server builds from. */
  deployDir: string;
  /** Answers the page loaders' API calls (the site's `injectCall(app)`). */
  answerApi: AnswerApi;
  /** Render threads (default: the machine's cores, `os.availableParallelism()`). */
  threads?: number;
  /** Renders that may wait for a thread (default 4 per thread); beyond, `render` refuses at once. */
  maxQueue?: number;
  /** Builds each thread loads while it starts (`RenderWorkerData.warm`). */
  warm?: RenderWorkerData['warm'];
  /**
   * How much lower the threads' CPU priority is than the main thread's (Linux `nice` steps, 0–19;
   * default 10), so that the API and cached pages answer first while renders saturate the cores.
   */
  niceIncrement?: number;
}

/** The outcome of one render through the pool. */
export type PoolOutcome =
  | { ok: true; result: JobResult }
  | {
      ok: false;
      /** `full`: the queue was full; `budget`: not done within the budget; `error`: it failed. */
      reason: 'full' | 'budget' | 'error';
      message: string;
    };

/** The pool's state, for logs and tests. */
export interface PoolStats {
  threads: number;
  /** Renders waiting for a thread. */
  queued: number;
  /** Renders under way. */
  running: number;
  maxQueue: number;
  /** Threads ended since the start for a render that did not stop past its budget. */
  ended: number;
}

/** A pool of render threads (`createRenderPool`). */
export interface RenderPool {
  /**
   * Renders a job in a thread within `budgetMs`, counted from now (waiting included).
   * @returns the result, or why there is none; never rejects
   */
  render(job: RenderJob, budgetMs: number): Promise<PoolOutcome>;
  /** Resolves once every thread has started and loaded the `warm` builds (or after `timeoutMs`). */
  ready(timeoutMs: number): Promise<void>;
  stats(): PoolStats;
  /** Ends the threads; renders under way are abandoned. */
  close(): Promise<void>;
}

const WORKER_FILE = path.join(__dirname, 'renderWorker.cjs');

/**
 * The page renderer's worker pool (docs/performance.md "Server rendering"): piscina threads, each
 * with its own copy of React, the shell's and the remotes' server builds, one render at a time,
 * at a lower CPU priority than the main thread. The loaders' API calls come back to the main
 * thread over a `MessageChannel` per render and are answered by `answerApi` (the site's
 * `app.inject`). The pool enforces the budget: a render still waiting at the budget is dropped
 * from the queue, one still running is told to stop and its thread is ended `TERMINATE_GRACE_MS`
 * later if it has not (piscina replaces it); the queue is bounded and a render that finds it full
 * is refused at once.
 * @param options deploy folder, API, threads, queue bound, warm-up, priority
 * @returns the pool
 */
export function createRenderPool(options: RenderPoolOptions): RenderPool {
  const threads = Math.max(1, options.threads ?? os.availableParallelism());
  const maxQueue = Math.max(0, options.maxQueue ?? threads * 4);
  const workerData: RenderWorkerData = { deployDir: options.deployDir, warm: options.warm };
  const pool = new Piscina<RenderTask, RenderTaskResult>({
    filename: WORKER_FILE,
    minThreads: threads,
    maxThreads: threads,
    concurrentTasksPerWorker: 1,
    // Threads stay up: each holds the loaded server builds.
    idleTimeout: Number.MAX_SAFE_INTEGER,
    // Checked here first (the `full` outcome); piscina's own bound is a backstop.
    maxQueue: maxQueue + threads,
    niceIncrement: options.niceIncrement ?? 10,
    workerData,
  });
  // Renders accepted and not settled: at most one per thread running, the rest waiting.
  let pending = 0;
  let running = 0;
  let ended = 0;

  async function render(job: RenderJob, budgetMs: number): Promise<PoolOutcome> {
    if (pending >= threads + maxQueue) {
      return { ok: false, reason: 'full', message: `渲染队列已满（${maxQueue} 个等待）` };
    }
    const { port1, port2 } = new MessageChannel();
    const controller = new AbortController();
    // Waiting until the thread says it started, running until the task settles; a `started`
    // that arrives after the task settled (another channel than the result's) changes nothing.
    let state: 'queued' | 'running' | 'settled' = 'queued';
    let budgetTimer: NodeJS.Timeout | undefined;
    let graceTimer: NodeJS.Timeout | undefined;
    pending += 1;
    port1.on('message', (message: BridgeMessage) => {
      if (message.kind !== 'started' || state !== 'queued') return;
      state = 'running';
      running += 1;
    });
    serveApiOnPort(port1, options.answerApi);
    const deadline = Date.now() + budgetMs;
    const task: RenderTask = { kind: 'render', job, port: port2, deadline };
    const overBudgetOutcome: PoolOutcome = {
      ok: false,
      reason: 'budget',
      message: `超过 ${budgetMs} ms 的渲染预算`,
    };
    const run = pool.run(task, { transferList: [port2], signal: controller.signal });
    const overBudget = new Promise<PoolOutcome>((resolve) => {
      budgetTimer = setTimeout(() => {
        // Waiting: dropped from the queue now. Running: it stops by itself at its deadline, or
        // its thread is ended after the grace time.
        if (state === 'queued') controller.abort();
        else
          graceTimer = setTimeout(() => {
            ended += 1;
            controller.abort();
          }, TERMINATE_GRACE_MS);
        resolve(overBudgetOutcome);
      }, budgetMs);
    });
    const done = run.then(
      (result): PoolOutcome =>
        result.kind === 'ready'
          ? { ok: false, reason: 'error', message: '渲染线程没有渲染' }
          : { ok: true, result },
      // A render that stopped itself at its deadline is over the budget, not an error.
      (error: unknown): PoolOutcome =>
        Date.now() >= deadline
          ? overBudgetOutcome
          : {
              ok: false,
              reason: 'error',
              message: error instanceof Error ? error.message : String(error),
            },
    );
    // Whatever is answered, the counters and the port follow the task's own end.
    void done.then(() => {
      clearTimeout(budgetTimer);
      clearTimeout(graceTimer);
      pending -= 1;
      if (state === 'running') running -= 1;
      state = 'settled';
      port1.close();
    });
    return Promise.race([done, overBudget]);
  }

  return {
    render,
    async ready(timeoutMs) {
      // A thread takes tasks only once its module (set-up and warm-up) has loaded: one `ready`
      // task per thread waits for that.
      const probes = Array.from({ length: threads }, () =>
        pool.run({ kind: 'ready' }).catch(() => undefined),
      );
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.all(probes),
        new Promise((resolve) => {
          timer = setTimeout(resolve, timeoutMs);
        }),
      ]);
      clearTimeout(timer);
    },
    stats: () => ({ threads, queued: pending - running, running, maxQueue, ended }),
    close: () => pool.destroy(),
  };
}
