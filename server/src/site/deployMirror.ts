import fs from 'node:fs/promises';
import path from 'node:path';
import { parseRegistry, type Registry } from '@xingheng/shared/registry';
import { DEPLOY_CHECK_MS } from './deployState';
import {
  deployLayout,
  rootFilesState,
  type DeployTarget,
  type ReleaseApp,
} from '@xingheng/release';

/** Time between two looks at a shared deploy target when `XH_DEPLOY_SYNC_MS` does not say, ms. */
export const DEFAULT_DEPLOY_SYNC_MS = 1_000;

/** Most time between two words of a node to the target's `deploy_nodes`, ms (it is taken as gone after 15 s). */
export const NODE_REPORT_MS = 5_000;

/** One version a mirror keeps: an app and its version folder name. */
export interface MirroredVersion {
  app: ReleaseApp;
  version: string;
}

/** What one round of `syncDeployMirror` did. */
export interface MirrorRound {
  /** `true` when the registry or the shell's page changed and the mirror now has the new ones. */
  switched: boolean;
  /** The versions fetched in this round (each version is fetched once per node). */
  fetched: MirroredVersion[];
  /** What the mirror serves after the round (`rootFilesState` of its registry and page). */
  serving: string;
}

/**
 * The versions a page needs from the target (docs/deployment.md "Releases from any machine"):
 * every remote version the registry names (active, previous, canary, withdrawn: open tabs still
 * load their chunks until their next navigation) and the shell version(s) the page's
 * `/shell/<version>/` addresses name.
 * @param registry the target's registry
 * @param page the target's `index.html`
 * @returns the versions, without duplicates
 */
export function versionsNamed(registry: Registry, page: string): MirroredVersion[] {
  const named = new Map<string, MirroredVersion>();
  const add = (app: ReleaseApp, version: string) =>
    named.set(`${app}/${version}`, { app, version });
  for (const remote of registry.remotes) {
    const app = remote.name as ReleaseApp;
    add(app, remote.version);
    if (remote.previous) add(app, remote.previous.version);
    if (remote.canary) add(app, remote.canary.version);
    for (const version of remote.withdrawn ?? []) add(app, version);
  }
  for (const match of page.matchAll(/\/shell\/([0-9A-Za-z][0-9A-Za-z.+_-]*)\//g)) {
    if (match[1]) add('shell', match[1]);
  }
  return [...named.values()];
}

async function exists(file: string): Promise<boolean> {
  return fs.stat(file).then(
    () => true,
    () => false,
  );
}

async function writeAtomically(file: string, content: string): Promise<void> {
  const tmp = `${file}.tmp-${process.pid}-${Date.now()}`;
  await fs.writeFile(tmp, content);
  await fs.rename(tmp, file);
}

/**
 * One round of a node's mirror of a shared deploy target: reads the target's `mf-registry.json`
 * and `index.html`; when either differs from the mirror's, fetches every version they name that
 * the mirror lacks (`DeployTarget.downloadVersion` into a temporary folder, renamed into place:
 * a version folder is whole or absent), then replaces the mirror's page and registry (each by a
 * rename). The node's server reads the mirror as it reads `deploy/` under `npm start`
 * (`createDeployState`), so it switches within its next look. A version the target no longer has
 * (pruned) is skipped when it is only a withdrawn one, else the round fails and the mirror keeps
 * the old files. Versions no longer named stay in the mirror (open tabs may still load them).
 * @param target the shared target (`openDeployTarget(DEPLOY_URL)`)
 * @param dir the mirror folder, laid out as `deployLayout`; created when missing
 * @returns what the round did
 * @throws Error (Chinese) when the target has no registry or page yet, its registry is malformed,
 *   or a needed version cannot be fetched; the mirror is left as it was
 */
export async function syncDeployMirror(target: DeployTarget, dir: string): Promise<MirrorRound> {
  const layout = deployLayout(dir);
  const [registryText, page] = await Promise.all([
    target.readRoot('mf-registry.json'),
    target.readRoot('index.html'),
  ]);
  if (registryText === undefined || page === undefined) {
    throw new Error(
      `部署目标 ${target.description} 中还没有注册表或首页：请先发布（npm run release）`,
    );
  }
  const [mirroredRegistry, mirroredPage] = await Promise.all([
    fs.readFile(layout.registryFile, 'utf8').catch(() => undefined),
    fs.readFile(layout.pageFile, 'utf8').catch(() => undefined),
  ]);
  const serving = rootFilesState(registryText, page);
  if (registryText === mirroredRegistry && page === mirroredPage) {
    return { switched: false, fetched: [], serving };
  }
  let registry: Registry;
  try {
    registry = parseRegistry(JSON.parse(registryText));
  } catch (error) {
    throw new Error(
      `部署目标 ${target.description} 的注册表格式不正确：${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const withdrawn = new Set(
    registry.remotes.flatMap((r) => (r.withdrawn ?? []).map((v) => `${r.name}/${v}`)),
  );
  const fetched: MirroredVersion[] = [];
  for (const { app, version } of versionsNamed(registry, page)) {
    const folder =
      app === 'shell' ? layout.shellVersionDir(version) : layout.remoteVersionDir(app, version);
    if (await exists(folder)) continue;
    const tmp = `${folder}.tmp-${process.pid}-${Date.now()}`;
    await fs.mkdir(path.dirname(folder), { recursive: true });
    try {
      await target.downloadVersion(app, version, tmp);
    } catch (error) {
      await fs.rm(tmp, { recursive: true, force: true });
      if (withdrawn.has(`${app}/${version}`)) continue;
      throw error;
    }
    await fs.rename(tmp, folder);
    fetched.push({ app, version });
  }
  // The page first: a page naming a new shell only ever sits beside that shell's folder.
  await writeAtomically(layout.pageFile, page);
  await writeAtomically(layout.registryFile, registryText);
  return { switched: true, fetched, serving };
}

/** Options of `startDeployMirror`. */
export interface DeployMirrorOptions {
  target: DeployTarget;
  /** The node's mirror folder (`XH_DEPLOY_MIRROR_DIR`). */
  dir: string;
  /** Time between rounds, ms (`XH_DEPLOY_SYNC_MS`, default `DEFAULT_DEPLOY_SYNC_MS`). */
  intervalMs?: number;
  /**
   * The node's name in the target's `deploy_nodes` (`XH_NODE_NAME`, else host:port). With it and
   * a shared target (`target.nodes`), the mirror also runs a round at each announced change and
   * says what it serves after every switch, and again every `NODE_REPORT_MS` as a sign of life.
   */
  node?: string;
  /** Where a switch or a failed round is told (the server's console by default). */
  log?: (line: string) => void;
}

/** What `startDeployMirror` returns. */
export interface DeployMirror {
  /** Stops the rounds and the listening, and removes the node from `deploy_nodes`. */
  stop(): Promise<void>;
  /** Runs a round now, after any running one. */
  sync(): Promise<MirrorRound>;
}

/**
 * Keeps a node's mirror of a shared deploy target current (docs/deployment.md "Releases from any
 * machine"): a first round before it resolves (the node serves nothing older than the target at
 * its start); then a round at each change a release announces (`target.nodes.watchChanges`) and
 * every `intervalMs` on a timer that does not keep the process alive (the fallback when a word is
 * lost), never two at once. After a round that switched, and every `NODE_REPORT_MS` on a timer of
 * its own (its sign of life), the node records what it serves (`target.nodes.record`), which the release command waits for. A
 * failed round is logged and the node goes on serving the mirror it has.
 * @returns `stop` and `sync`
 * @throws Error from the first round (`syncDeployMirror`) or from connecting the listener: a node
 *   does not start on an empty or unreachable target
 */
export async function startDeployMirror(options: DeployMirrorOptions): Promise<DeployMirror> {
  const log = options.log ?? ((line: string) => console.warn(line));
  const nodes = options.node ? options.target.nodes : undefined;
  const node = options.node ?? '';
  let reported = '';
  const report = async (round: MirrorRound) => {
    if (!nodes || round.serving === reported) return;
    // The server looks at the mirror's files at most every DEPLOY_CHECK_MS: once that has passed,
    // its next request reads the new ones, and only then does the node say it serves them.
    if (round.switched) await new Promise((resolve) => setTimeout(resolve, DEPLOY_CHECK_MS + 10));
    await nodes.record(node, round.serving);
    reported = round.serving;
  };
  const round = async (): Promise<MirrorRound> => {
    const done = await syncDeployMirror(options.target, options.dir);
    await report(done);
    return done;
  };
  let running: Promise<unknown> = Promise.resolve();
  const sync = (): Promise<MirrorRound> => {
    const next = running.catch(() => undefined).then(() => round());
    running = next;
    return next;
  };
  const background = () =>
    sync()
      .then((done) => {
        if (done.fetched.length > 0) {
          const names = done.fetched.map((v) => `${v.app} ${v.version}`).join('、');
          log(`[deploy-mirror] 已取得 ${names}`);
        }
      })
      .catch((error: unknown) =>
        log(`[deploy-mirror] 同步失败：${error instanceof Error ? error.message : String(error)}`),
      );
  // Listening before the first round: no change falls between the two.
  const listener = nodes ? await nodes.watchChanges(() => void background()) : undefined;
  try {
    await sync();
  } catch (error) {
    await listener?.close();
    throw error;
  }
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    void background().finally(() => {
      busy = false;
    });
  }, options.intervalMs ?? DEFAULT_DEPLOY_SYNC_MS);
  timer.unref();
  // A sign of life on a clock of its own, whatever XH_DEPLOY_SYNC_MS is: a release waits only for
  // nodes heard from in the last 15 s.
  // In the rounds' queue, so that it never lands after a round's newer word.
  const beat = setInterval(() => {
    if (!nodes || !reported) return;
    running = running
      .catch(() => undefined)
      .then(() => nodes.record(node, reported))
      .catch((error: unknown) =>
        log(
          `[deploy-mirror] 无法记录节点状态：${error instanceof Error ? error.message : String(error)}`,
        ),
      );
  }, NODE_REPORT_MS);
  beat.unref();
  return {
    async stop() {
      clearInterval(timer);
      clearInterval(beat);
      await listener?.close();
      await running.catch(() => undefined);
      await nodes?.forget(node).catch(() => undefined);
    },
    sync,
  };
}

/**
 * The mirror interval from the environment.
 * @param raw `XH_DEPLOY_SYNC_MS`
 * @returns ms, `DEFAULT_DEPLOY_SYNC_MS` when unset
 * @throws Error (Chinese, naming the setting) when not a whole number of ms from 100 to 600 000
 */
export function deploySyncMsFromEnv(raw: string | undefined): number {
  if (raw === undefined || raw === '') return DEFAULT_DEPLOY_SYNC_MS;
  const ms = Number(raw);
  if (!Number.isInteger(ms) || ms < 100 || ms > 600_000) {
    throw new Error(`XH_DEPLOY_SYNC_MS 须为 100–600000 之间的整数毫秒：${raw}`);
  }
  return ms;
}
