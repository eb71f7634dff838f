/**
 * The list of remotes is written once, as `REMOTE_NAMES` of `@xingheng/shared/registry`; every
 * other place derives it (eslint, jest and the tsconfig globs read the root `package.json`
 * workspaces `mf-*`; the release platform and `npm run dev` use `REMOTE_NAMES`; the monolith's
 * route table is typed by `RemoteName`) or is checked against it here. A dev port is written once,
 * in its app's `package.json` (`xingheng.devPort`).
 */

/** What the check reads of a workspace's package.json. */
export interface AppPackage {
  name?: string;
  xingheng?: { devPort?: unknown };
}

/**
 * Where the remote list or the dev ports disagree with their one source.
 * @param remoteNames `REMOTE_NAMES`
 * @param workspaces the root package.json `workspaces`
 * @param readPackage reads `<app>/package.json`, `undefined` when there is none
 * @returns messages, empty when everything agrees
 */
export function remoteListProblems(
  remoteNames: readonly string[],
  workspaces: readonly string[],
  readPackage: (app: string) => AppPackage | undefined,
): string[] {
  const problems: string[] = [];
  const remoteWorkspaces = workspaces.filter((workspace) => workspace.startsWith('mf-'));
  if (remoteWorkspaces.join() !== remoteNames.join()) {
    problems.push(
      `package.json workspaces list the remotes ${remoteWorkspaces.join(', ')}; REMOTE_NAMES has ${remoteNames.join(', ')}`,
    );
  }
  const ports = new Map<unknown, string>();
  for (const app of ['shell', ...remoteNames]) {
    const pkg = readPackage(app);
    if (!pkg) {
      problems.push(`${app}/package.json is missing`);
      continue;
    }
    if (pkg.name !== app) problems.push(`${app}/package.json is named ${String(pkg.name)}`);
    const port = pkg.xingheng?.devPort;
    if (!Number.isInteger(port)) {
      problems.push(`${app}/package.json has no xingheng.devPort`);
    } else if (ports.has(port)) {
      problems.push(`${app} and ${ports.get(port)} both use dev port ${String(port)}`);
    } else {
      ports.set(port, app);
    }
  }
  return problems;
}
