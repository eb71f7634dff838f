import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  announceDeployChange,
  forgetDeployNode,
  listenForDeployChanges,
  liveDeployNodes,
  recordDeployNode,
  type Database,
  type DeployChangeListener,
  type DeployNode,
} from '@xingheng/api';
import type { DeployTarget } from './deployTarget';

/**
 * The nodes serving a shared deploy target (docs/deployment.md "Releases from any machine"): a
 * release tells them of a change, each node says which root files it serves, and the release
 * command waits until all of them serve its change.
 */
export interface SharedTargetNodes {
  /** Tells every node that the root files changed (`NOTIFY`); called under the release lock. */
  announceChange(): Promise<void>;
  /** Node side: calls `onChange` at each announced change (its own connection, reconnecting). */
  watchChanges(onChange: () => void): Promise<DeployChangeListener>;
  /** Node side: records what `node` serves now (`rootFilesState`); also its sign of life. */
  record(node: string, serving: string): Promise<void>;
  /** Node side: removes `node` (it stops). */
  forget(node: string): Promise<void>;
  /** The nodes heard from in the last 15 s (`NODE_SILENT_AFTER_MS`), by name. */
  live(): Promise<DeployNode[]>;
}

/**
 * `SharedTargetNodes` in the API's PostgreSQL database (`deploy_nodes`, `NOTIFY xh_deploy`).
 * @param db the API database, opened and migrated
 * @param databaseUrl its URL, for the listening connection
 * @param name the target, e.g. `s3://xingheng-deploy/site`
 */
export function databaseTargetNodes(
  db: Kysely<Database>,
  databaseUrl: string,
  name: string,
): SharedTargetNodes {
  return {
    announceChange: () => announceDeployChange(db, name),
    watchChanges: (onChange) => listenForDeployChanges(databaseUrl, name, onChange),
    record: (node, serving) => recordDeployNode(db, { target: name, node, serving, now: new Date() }),
    forget: (node) => forgetDeployNode(db, name, node),
    live: () => liveDeployNodes(db, name),
  };
}

/**
 * What a node serves, as one value: SHA-256 (hex) of the registry's and the page's text.
 * @param registryText `mf-registry.json` as read
 * @param page `index.html` as read
 * @returns 64 hex digits
 */
export function rootFilesState(registryText: string, page: string): string {
  return createHash('sha256').update(registryText).update('\0').update(page).digest('hex');
}

/** What `waitForNodes` found. */
export interface NodesConfirmation {
  /** The live nodes that serve the target's current root files, by name. */
  serving: string[];
  /** The live nodes that did not within the wait, by name (empty when all did). */
  behind: string[];
  /** Time waited, ms. */
  ms: number;
}

/**
 * Waits until every live node of a shared target serves its current root files (docs/deployment.md
 * "Releases from any machine"): looks at the target's registry and page and at the nodes every
 * `pollMs`; a node that dies meanwhile drops out once silent for 15 s. The target is read anew each
 * time, so a later change by another machine is waited for too.
 * @param target a shared target (`target.nodes` set)
 * @param options `timeoutMs` (default 20 000), `pollMs` (default 100)
 * @returns the nodes serving and those still behind; both empty when no node serves the target
 * @throws Error when the target is not shared, or its registry or page is missing
 */
export async function waitForNodes(
  target: DeployTarget,
  options: { timeoutMs?: number; pollMs?: number } = {},
): Promise<NodesConfirmation> {
  const nodes = target.nodes;
  if (!nodes) throw new Error(`部署目标 ${target.description} 不是共享目标，没有节点可等待`);
  const timeoutMs = options.timeoutMs ?? 20_000;
  const started = Date.now();
  for (;;) {
    const [registryText, page, live] = await Promise.all([
      target.readRoot('mf-registry.json'),
      target.readRoot('index.html'),
      nodes.live(),
    ]);
    if (registryText === undefined || page === undefined) {
      throw new Error(`部署目标 ${target.description} 中没有注册表或首页`);
    }
    const expected = rootFilesState(registryText, page);
    const serving = live.filter((n) => n.serving === expected).map((n) => n.node);
    const behind = live.filter((n) => n.serving !== expected).map((n) => n.node);
    const ms = Date.now() - started;
    if (behind.length === 0 || ms >= timeoutMs) return { serving, behind, ms };
    await new Promise((resolve) => setTimeout(resolve, options.pollMs ?? 100));
  }
}
