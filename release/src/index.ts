/**
 * The release platform's public face (docs/architecture.md "Node workspaces"): what the server and
 * the developer tools may use. Everything else under release/src is internal; lint keeps the other
 * workspaces to this file and `@xingheng/release/testing`.
 */

// Where things are: the repository, the apps, the deploy folder and its files.
export {
  APPS,
  DEFAULT_DB_FILE,
  defaultDatabase,
  DEFAULT_DEPLOY_DIR,
  deployLayout,
  REPO_ROOT,
  type AppName,
} from './deploy/paths';
export { LOCAL_SITE_CONFIG } from './deploy/defaultSiteConfig';
export {
  buildFileDestination,
  DeployLocationError,
  localFolderTarget,
  UnsupportedDeployLocationError,
  type DeployTarget,
} from './deploy/deployTarget';
export { openDeployTarget, type OpenedDeployTarget } from './deploy/openTarget';
export { s3DeployTarget, type LedgerStore } from './deploy/s3Target';
export {
  databaseTargetNodes,
  rootFilesState,
  waitForNodes,
  type NodesConfirmation,
  type SharedTargetNodes,
} from './deploy/servingNodes';
export { RELEASE_APPS, type ReleaseApp } from './deploy/ledger';

// Building and publishing.
export { buildApps, isBuilt } from './build/buildApps';
export { sourceFingerprint } from './build/fingerprint';
export { gitCommit } from './build/version';
export { publishAll } from './core/publish';

// Releases: the commands, the ledger as stored, the canary watcher the site's process runs.
export { promote, prune, releaseBuild, rollback } from './core/commands';
export { readLedger, type ReleaseContext } from './core/releaseStore';
export { startCanaryWatcher } from './core/canaryWatcher';
export { treeChecksums } from './core/treeChecksums';
export { serveReleaseUi } from './ui/server';

// The performance budgets a release is verified against, which the perf lab reports too.
export { CHROMIUM_ARGS, launchChromium } from './budget/chromium';
export {
  measureFirstLoad,
  measurePage,
  type FirstLoad,
  type ScriptTransfer,
} from './budget/firstLoad';
export { checkFirstLoad, jsBudget, PAGE_LIMITS, type PageLimits } from './budget/jsBudget';
export { sitePages, type SitePage } from './core/sitePages';
export * from './budget/targets';

// The command-line kit of every operator command.
export { failureExitCode, runAsMain, UsageError } from './cli/commandLine';
