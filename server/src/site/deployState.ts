import fs from 'node:fs';
import { parseRegistry, type Registry } from '@xingheng/shared/registry';
import { PageBody } from './pageEncoding';

/** What a page answer needs from the deploy folder, as of now. */
export interface DeployState {
  /** The registry, `undefined` when the file is missing or not a valid registry. */
  registry: Registry | undefined;
  /** The active shell's page (`deploy/index.html`), `undefined` when missing. */
  template: string | undefined;
  /** The same page, ready to send for browser rendering (compressed copies made once). */
  staticPage: PageBody | undefined;
}

function signature(file: string): string {
  try {
    const stat = fs.statSync(file);
    return `${stat.ino}:${stat.size}:${stat.mtimeMs}`;
  } catch {
    return 'missing';
  }
}

function readText(file: string): string | undefined {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

function parse(text: string | undefined): Registry | undefined {
  if (text === undefined) return undefined;
  try {
    return parseRegistry(JSON.parse(text));
  } catch {
    return undefined;
  }
}

/** How often the deploy files are looked at under load, ms (`createDeployState`). */
export const DEPLOY_CHECK_MS = 50;

/**
 * The registry and the shell's page of the deploy folder, read again only when a file changed
 * (the files' inode, size and modification time, compared at most every `checkEveryMs`: under a
 * flood two `stat`s per request were a tenth of the main thread's time), and `onSwitch` called
 * when the content of either changed — a promote, a rollback, a canary started or ended, a new
 * shell — so that cached pages go within `checkEveryMs` (docs/performance.md "Page cache").
 * @param files `registryFile` and `pageFile` of the deploy layout
 * @param onSwitch called after a change of either file's content (not on the first read)
 * @param checkEveryMs least time between two looks at the files, ms (default `DEPLOY_CHECK_MS`)
 * @param now the clock, ms
 * @returns `current()`: the state as of now
 */
export function createDeployState(
  files: { registryFile: string; pageFile: string },
  onSwitch: () => void,
  checkEveryMs = DEPLOY_CHECK_MS,
  now: () => number = Date.now,
) {
  let checked = Number.NEGATIVE_INFINITY;
  let seen = '';
  let texts: { registry: string | undefined; template: string | undefined } | undefined;
  let state: DeployState = { registry: undefined, template: undefined, staticPage: undefined };
  return function current(): DeployState {
    const time = now();
    if (texts && time - checked < checkEveryMs) return state;
    checked = time;
    const signatures = `${signature(files.registryFile)}|${signature(files.pageFile)}`;
    if (signatures === seen && texts) return state;
    seen = signatures;
    const next = { registry: readText(files.registryFile), template: readText(files.pageFile) };
    const changed =
      texts !== undefined && (texts.registry !== next.registry || texts.template !== next.template);
    if (!texts || changed) {
      state = {
        registry: parse(next.registry),
        template: next.template,
        staticPage: next.template === undefined ? undefined : new PageBody(next.template),
      };
    }
    texts = next;
    if (changed) onSwitch();
    return state;
  };
}
