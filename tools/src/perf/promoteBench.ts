import { spawn } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from '@xingheng/release';

/** A node whose registry is watched: its name and its own origin (not nginx's). */
export interface WatchedNode {
  name: string;
  /** e.g. `http://127.0.0.1:41234` */
  url: string;
}

/** One promote or rollback and when each node served it. */
export interface PromoteTiming {
  /** 1-based. */
  round: number;
  /** The command, e.g. `promote mf-marketing 0.1.0-…` or `rollback mf-marketing`. */
  command: string;
  /** The version the registry should name afterwards. */
  version: string;
  /** How long the release command ran, ms (from spawn to exit). */
  commandMs: number;
  /** Per node name: ms from the command's exit until its `/mf-registry.json` named `version`. */
  nodeMs: Record<string, number>;
  /**
   * What the command said it waited for every node to serve the change (`已在全部 N 个节点生效（s
   * 秒）`), ms; `undefined` when it did not say (no node, or a node behind).
   */
  confirmMs?: number;
}

/** How often a node's registry is asked for while waiting, ms. */
const POLL_MS = 20;
/** How long a node may take to serve a promote before the bench gives up, ms. */
const NODE_TIMEOUT_MS = 60_000;
const TSX_BIN = path.join(REPO_ROOT, 'node_modules', '.bin', 'tsx');

/** The active version of the remote `app` a node's registry names. */
async function servedVersion(node: WatchedNode, app: string): Promise<string | undefined> {
  const answer = await fetch(`${node.url}/mf-registry.json`, { cache: 'no-store' });
  if (answer.status !== 200) return undefined;
  const registry = (await answer.json()) as { remotes?: { name: string; version: string }[] };
  return registry.remotes?.find((remote) => remote.name === app)?.version;
}

/**
 * Runs `npm run release -- <args>` as the CLI itself (`release/src/cli/release.ts` under tsx, as
 * the npm script does, without npm's start-up) in the repository, with `env` added.
 * @param args e.g. `['promote', 'mf-marketing', '0.1.0-…', '--force']`
 * @param env e.g. `DEPLOY_URL`, `DATABASE_URL` and the AWS variables of a cluster
 * @returns its output (stdout and stderr) once it exits 0
 * @throws Error with the exit code and the end of its output when it exits otherwise
 */
export function runRelease(args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      TSX_BIN,
      ['--tsconfig', 'tsconfig.tsx.json', 'release/src/cli/release.ts', ...args],
      { cwd: REPO_ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve(output)
        : reject(new Error(`release ${args.join(' ')} 退出码 ${code}：${output.slice(-600)}`)),
    );
  });
}

/** Polls a node until its registry names `version` for `app`; resolves with the ms waited. */
async function waitForVersion(
  node: WatchedNode,
  app: string,
  version: string,
  since: number,
): Promise<number> {
  for (;;) {
    const served = await servedVersion(node, app).catch(() => undefined);
    const elapsed = performance.now() - since;
    if (served === version) return Math.round(elapsed);
    if (elapsed > NODE_TIMEOUT_MS) {
      throw new Error(
        `节点 ${node.name} 在 ${NODE_TIMEOUT_MS / 1000} 秒内仍未提供 ${app} ${version}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/**
 * The time from a promote to every node serving it (docs/performance.md "More than one
 * machine"): `rounds` release commands run one after another, alternately `promote <app>
 * <promoteVersion> --force` and `rollback <app>` (back to `backVersion`), each the real release
 * CLI (`release/src/cli/release.ts` under tsx, as `npm run release` runs it) with `env` added
 * (`DEPLOY_URL`, `DATABASE_URL`, the AWS variables of the cluster). The command waits itself
 * until every node serves the change and says how long (`confirmMs`); from the moment it exits,
 * each node's own `/mf-registry.json` is asked for every 20 ms until it names the expected
 * version (0 when the first answer does). `--force` skips the browser verification a promote otherwise requires
 * (verifying is not what is timed).
 * @param input `app` (a remote: the registry names remotes' versions), `promoteVersion`
 *   (published, not active), `backVersion` (active now),
 *   `nodes`, `env`, `rounds` (≥ 1), `log` for progress lines
 * @returns one `PromoteTiming` per round, in order
 * @throws Error when a command exits non-zero (its output's end in the message), or a node does
 *   not serve the version within 60 s
 */
export async function benchPromotes(input: {
  app: string;
  promoteVersion: string;
  backVersion: string;
  nodes: readonly WatchedNode[];
  env: NodeJS.ProcessEnv;
  rounds: number;
  log?: (line: string) => void;
}): Promise<PromoteTiming[]> {
  const timings: PromoteTiming[] = [];
  for (let round = 1; round <= input.rounds; round += 1) {
    const promoting = round % 2 === 1;
    const args = promoting
      ? ['promote', input.app, input.promoteVersion, '--force', '--reason', 'perf:cluster']
      : ['rollback', input.app, '--reason', 'perf:cluster'];
    const version = promoting ? input.promoteVersion : input.backVersion;
    input.log?.(`第 ${round} 次：${args.slice(0, promoting ? 3 : 2).join(' ')}`);
    const started = performance.now();
    const output = await runRelease(args, input.env);
    const returned = performance.now();
    const confirmed = /已在全部 \d+ 个节点生效（([\d.]+) 秒）/.exec(output)?.[1];
    const waits = await Promise.all(
      input.nodes.map((node) => waitForVersion(node, input.app, version, returned)),
    );
    timings.push({
      round,
      command: args.slice(0, promoting ? 3 : 2).join(' '),
      version,
      commandMs: Math.round(returned - started),
      nodeMs: Object.fromEntries(input.nodes.map((node, i) => [node.name, waits[i] ?? 0])),
      ...(confirmed === undefined ? {} : { confirmMs: Math.round(Number(confirmed) * 1000) }),
    });
  }
  return timings;
}
