import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from '@xingheng/release';
import { waitFor } from './ports';

/** One `npm start` process of the local cluster, which can be stopped and started again. */
export interface SiteNode {
  /** `A`, `B`, …: the name its output lines and messages carry. */
  name: string;
  /** Its own loopback port (`PORT`). */
  port: number;
  /** `http://127.0.0.1:<port>`: the node itself, without nginx. */
  url: string;
  /** Whether its process is running (started and not exited). */
  running: () => boolean;
  /**
   * Starts the process (no-op while it runs) and waits until it answers `/mf-registry.json`.
   * @throws Error when it exits or does not answer within 90 s (the message carries its last output)
   */
  start: () => Promise<void>;
  /** Stops it (SIGTERM to its process group, SIGKILL after 10 s) and waits; safe to call twice. */
  stop: () => Promise<void>;
}

/** How to run a node: its port, its environment, and what to do with its output. */
export interface SiteNodeOptions {
  name: string;
  port: number;
  /** Added to this process's environment (`PORT` and `HOST` are set here). */
  env: NodeJS.ProcessEnv;
  /** Each line the node prints, prefixed `[<name>] `; default: dropped. */
  log?: (line: string) => void;
  /** Called when the process exits without `stop()` having been asked: the code or signal. */
  onUnexpectedExit?: (node: SiteNode, how: string) => void;
}

/** tsx from the repository's own dependencies (what `npx tsx` runs, without npx's lookup). */
const TSX_BIN = path.join(REPO_ROOT, 'node_modules', '.bin', 'tsx');

/**
 * A site node of the local cluster: `tsx --tsconfig tsconfig.tsx.json server/src/cli/start.ts
 * --no-build` in the repository, with `PORT`, `HOST=127.0.0.1` and `options.env`, in a process
 * group of its own so that stopping it also ends tsx's child and the render threads. Not started
 * yet: call `start()`.
 * @param options see `SiteNodeOptions`
 * @returns the node
 */
export function siteNode(options: SiteNodeOptions): SiteNode {
  let child: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();
  let stopping = false;
  const recent: string[] = [];
  const url = `http://127.0.0.1:${options.port}`;

  const record = (text: string) => {
    for (const line of text.split('\n')) {
      if (!line.trim()) continue;
      recent.push(line);
      if (recent.length > 30) recent.shift();
      options.log?.(`[${options.name}] ${line}`);
    }
  };
  const running = () => Boolean(child && child.exitCode === null && child.signalCode === null);
  const signal = (name: NodeJS.Signals) => {
    if (!child?.pid) return;
    try {
      process.kill(-child.pid, name);
    } catch {
      // the group is gone already
    }
  };

  const node: SiteNode = {
    name: options.name,
    port: options.port,
    url,
    running,
    start: async () => {
      if (running()) return;
      stopping = false;
      recent.length = 0;
      const started = spawn(
        TSX_BIN,
        ['--tsconfig', 'tsconfig.tsx.json', 'server/src/cli/start.ts', '--no-build'],
        {
          cwd: REPO_ROOT,
          env: { ...process.env, ...options.env, PORT: String(options.port), HOST: '127.0.0.1' },
          stdio: ['ignore', 'pipe', 'pipe'],
          detached: true,
        },
      );
      child = started;
      started.stdout?.on('data', (chunk: Buffer) => record(chunk.toString()));
      started.stderr?.on('data', (chunk: Buffer) => record(chunk.toString()));
      exited = new Promise<void>((resolve) =>
        started.once('exit', (code, how) => {
          if (!stopping) options.onUnexpectedExit?.(node, how ?? `代码 ${code}`);
          // The group may still hold tsx's child: end it too.
          signal('SIGKILL');
          resolve();
        }),
      );
      await waitFor(async () => (await fetch(`${url}/mf-registry.json`)).status === 200, {
        timeoutMs: 90_000,
        what: `节点 ${options.name}（${url}）`,
        abort: () =>
          child === started && !running()
            ? `节点 ${options.name} 启动失败：\n${recent.join('\n')}`
            : undefined,
      }).catch(async (error: unknown) => {
        await node.stop();
        throw error;
      });
    },
    stop: async () => {
      if (!running()) return exited;
      stopping = true;
      signal('SIGTERM');
      const timer = setTimeout(() => signal('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
  return node;
}
