import { hasUnsavedWork } from '@xingheng/shared';
import { REGISTRY_URL } from './registry';

/** A remote version this tab runs that the registry now lists as withdrawn. */
export interface WithdrawnRunning {
  remote: string;
  version: string;
}

/**
 * The withdrawn versions among those a tab runs (docs/releasing.md "Automatic canary abort"). Reads only `remotes[].name` and `remotes[].withdrawn` of the registry, defensively (no
 * schema on this path: it runs at navigations).
 * @param registry the parsed `/mf-registry.json` (anything: a malformed one yields none)
 * @param running remote name → version loaded in this tab (`window.__XH_REMOTE_VERSIONS__`)
 * @returns the running versions the registry lists as withdrawn
 */
export function withdrawnRunning(
  registry: unknown,
  running: Readonly<Record<string, string>>,
): WithdrawnRunning[] {
  const remotes = (registry as { remotes?: unknown } | null)?.remotes;
  if (!Array.isArray(remotes)) return [];
  const found: WithdrawnRunning[] = [];
  for (const remote of remotes as { name?: unknown; withdrawn?: unknown }[]) {
    if (typeof remote?.name !== 'string' || !Array.isArray(remote.withdrawn)) continue;
    const version = running[remote.name];
    if (version && remote.withdrawn.includes(version)) found.push({ remote: remote.name, version });
  }
  return found;
}

/** The question asked before a reload would lose unsaved work (a native confirm dialog). */
export const UNSAVED_RELOAD_QUESTION =
  '网站刚刚撤回了本页正在使用的版本，需要刷新页面以换用正常版本。\n您在本页有尚未保存的内容，刷新后将会丢失。是否现在刷新？\n（选择“取消”可先保存，下次跳转页面时会再次询问。）';

/** A location as the router gives it. */
interface RouterLocation {
  pathname: string;
  search: string;
  hash: string;
  key: string;
}

/** The router's state the watch reads. */
interface NavigationState {
  location: RouterLocation;
  navigation: { state: string; location?: RouterLocation };
}

/** The router's part the watch needs: its state and navigations. */
export interface NavigatingRouter {
  readonly state: NavigationState;
  subscribe(listener: (state: NavigationState) => void): () => void;
}

/** The watch's collaborators (the browser's by default). */
export interface WithdrawnWatchOptions {
  /** Fetches the registry JSON (default: `fetch('/mf-registry.json', { cache: 'no-store' })`). */
  fetchRegistry?: () => Promise<unknown>;
  /** The versions this tab runs (default: `window.__XH_REMOTE_VERSIONS__`). */
  running?: () => Readonly<Record<string, string>>;
  /** Whether a page registered unsaved work (default: `hasUnsavedWork` of `@xingheng/shared`). */
  unsaved?: () => boolean;
  /** Asks the visitor (default `window.confirm`). */
  confirm?: (question: string) => boolean;
  /** Loads a URL as a new page (default `window.location.assign`). */
  assign?: (href: string) => void;
  /** Least time between two registry reads, ms (default 5 000). */
  minIntervalMs?: number;
  /** Clock in ms (default `Date.now`). */
  now?: () => number;
}

/**
 * Makes a tab leave withdrawn versions (docs/releasing.md "Automatic canary abort"):
 * at each navigation the shell reads the registry (at most every `minIntervalMs`), and when a
 * remote version this tab runs is now withdrawn it loads the navigation's destination as a new
 * page, onto the versions chosen now. With unsaved work registered (`useUnsavedWork`), it asks
 * first; declined, the tab stays on its version and is asked again at the next navigation. Never
 * throws: an unreachable registry leaves the tab as it is.
 * @param router the shell's router (its `subscribe`)
 * @param options the collaborators
 * @returns `stop`, which unsubscribes
 */
export function startWithdrawnWatch(
  router: NavigatingRouter,
  options: WithdrawnWatchOptions = {},
): () => void {
  const {
    fetchRegistry = async () =>
      (await fetch(REGISTRY_URL, { cache: 'no-store' })).json() as Promise<unknown>,
    running = () => window.__XH_REMOTE_VERSIONS__ ?? {},
    unsaved = hasUnsavedWork,
    confirm = (question: string) => window.confirm(question),
    assign = (href: string) => window.location.assign(href),
    minIntervalMs = 5_000,
    now = Date.now,
  } = options;
  let lastRead = -Infinity;
  let checking = false;
  let leaving = false;
  const check = async (destination: string) => {
    const versions = running();
    if (!Object.keys(versions).length || checking || leaving) return;
    if (now() - lastRead < minIntervalMs) return;
    checking = true;
    lastRead = now();
    try {
      const withdrawn = withdrawnRunning(await fetchRegistry(), versions);
      if (!withdrawn.length) return;
      console.warn(
        `[shell] 版本已撤回，刷新到当前版本：${withdrawn.map((w) => `${w.remote}@${w.version}`).join('、')}`,
      );
      if (unsaved() && !confirm(UNSAVED_RELOAD_QUESTION)) {
        lastRead = -Infinity; // ask again at the next navigation
        return;
      }
      leaving = true;
      assign(destination);
    } catch {
      // The registry could not be read: the tab keeps its versions.
    } finally {
      checking = false;
    }
  };
  // A navigation is seen when it starts loading or, without loaders to run, when it completes:
  // once per location key either way.
  let lastKey = router.state.location.key;
  return router.subscribe((state) => {
    const { navigation } = state;
    const target =
      navigation.state !== 'idle' && navigation.location ? navigation.location : state.location;
    if (target.key === lastKey) return;
    lastKey = target.key;
    void check(`${target.pathname}${target.search}${target.hash}`);
  });
}
