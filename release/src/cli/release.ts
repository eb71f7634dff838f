import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../build/buildApps';
import { NODE_SILENT_AFTER_MS, resolveDatabaseLocation } from '@xingheng/api';
import { defaultDatabase, DEFAULT_DEPLOY_DIR, REPO_ROOT } from '../deploy/paths';
import { DeployLocationError, type DeployTarget } from '../deploy/deployTarget';
import { openDeployTarget, type OpenedDeployTarget } from '../deploy/openTarget';
import { waitForNodes } from '../deploy/servingNodes';
import { isReleaseApp, RELEASE_APPS, type ReleaseApp } from '../deploy/ledger';
import {
  freeze,
  promote,
  prune,
  recordVerification,
  releaseBuild,
  rollback,
  setCanaryGuard,
  startCanary,
  unfreeze,
} from '../core/commands';
import { defaultActor, type ReleaseContext } from '../core/releaseStore';
import { formatStatus, releaseStatus } from '../core/status';
import { formatDiff, versionProfile } from '../core/diff';
import { databaseFailureCounter } from '../core/failureCounter';
import { verifyVersion } from '../core/verify';
import { isDirtyBuild, readBuildStamp } from '../build/version';
import { requireCleanTree } from '../build/workingTree';
import { SITE_UNREACHABLE_EXIT_CODE, SiteUnreachableError } from '../core/siteProbe';
import { serveReleaseUi } from '../ui/server';

/** Port of `ui` when `--port` does not say (the site itself is on 8080). */
const DEFAULT_RELEASE_UI_PORT = 8089;
import { failureExitCode, runAsMain, UsageError } from './commandLine';

const HELP = `用法：npm run release -- <命令> [参数] [选项]

命令（详见 docs/releasing.md）：
  release <应用> [--no-build | --dist 目录] [--allow-dirty]
                                        单独构建该应用并发布为不可变版本（不启用）；检查 manifest、
                                        ./routes 与共享依赖是否被当前外壳满足。--no-build 发布已有的
                                        <应用>/dist；--dist 发布别处构建好的目录（如 CI 产物）。
                                        工作区有未提交改动的构建（版本带 -dirty）被拒绝，除非 --allow-dirty
  verify <应用> <版本> [--site URL]     在无头 Chromium 中对运行中的站点逐个打开该版本的路由；远程应用
                                        另与启用版本逐页对比（404、h1、异常、首访 JS 增幅 >10% 或超预算）
  promote <应用> <版本> [--force] [--reason 原因]
                                        启用该版本（未通过 verify 时拒绝，除非 --force）；结束灰度
  rollback <应用> [--to <版本>] [--reason 原因]
                                        切回上一个启用版本，或 --to 指定的已发布版本；结束灰度
  canary <远程应用> <版本> --percent N [--force] [--reason 原因] [--no-auto-abort]
                                        N%（1–99）的访客按固定 Cookie 分桶加载该版本；灰度版本失败率
                                        超过阈值时站点进程自动中止灰度并撤回该版本（--no-auto-abort 关闭）
  guard <远程应用> [--min-visitors N] [--points P] [--window 分钟]
                                        设置自动中止阈值（默认 ≥3 位访客失败且高出启用版本 2 个百分点，10 分钟窗口）
  status [--json]                       各应用的启用、灰度、上一版本、可用版本、最近变更与加载失败
  prune <应用> --keep N                 删除旧版本，保留最近 N 个；从不删除启用、灰度与上一版本
  diff <应用> <版本A> <版本B>            对比两个版本：路由增删、暴露模块、共享依赖范围、各路由首访 JS
  freeze <应用> --reason 原因           冻结：拒绝该应用的 promote 与 canary，直到 unfreeze；回滚仍可用
  unfreeze <应用> [--reason 原因]       解除冻结
  ui [--port N]                         在本机（127.0.0.1，默认端口 8089）打开只读发布看板：各应用版本、灰度、
                                        冻结、已撤回版本与原因、最近变更、近 24 小时加载失败率与耗时图，自动刷新

应用：${RELEASE_APPS.join('、')}

选项：
  --deploy-dir 位置   部署目标：本机目录，或 s3://存储桶/前缀（默认 DEPLOY_URL，否则 DEPLOY_DIR 或 deploy/）；
                      s3:// 需 DATABASE_URL（PostgreSQL，存发布台账与发布锁）与 AWS_* 变量，见 docs/deployment.md
  --db 位置           API 的数据库（SQLite 文件或 postgres:// 地址），status 与 ui 读取加载上报
                      （默认 DATABASE_URL、DB_FILE 或 var/xingheng.sqlite）
  --site URL          verify 访问的站点（默认 http://localhost:\${PORT:-8080}）
  --by 名字           记录在历史中的操作人（默认 RELEASE_USER 或系统用户名）
  -h, --help          显示本帮助

退出码：0 成功；1 被拒绝或验证失败；2 用法错误；3 verify 无法访问站点（未记录验证结果）。`;

function appArg(value: string | undefined): ReleaseApp {
  if (!value) throw new UsageError('缺少应用名');
  if (!isReleaseApp(value))
    throw new UsageError(`未知应用 ${value}（可选：${RELEASE_APPS.join('、')}）`);
  return value;
}

function versionArg(value: string | undefined): string {
  if (!value) throw new UsageError('缺少版本号');
  return value;
}

/** `--site`: an http(s) address. */
function siteArg(value: string): string {
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new UsageError(`--site 须为站点地址，如 http://localhost:8080（收到 ${value}）`);
  }
  return value;
}

function intArg(value: string | undefined, name: string): number {
  if (value === undefined || !/^\d+$/.test(value)) throw new UsageError(`${name} 须为整数`);
  return Number(value);
}

/** The options of `npm run release`. */
const OPTIONS = {
  help: { type: 'boolean', short: 'h' },
  'no-build': { type: 'boolean' },
  'allow-dirty': { type: 'boolean' },
  dist: { type: 'string' },
  force: { type: 'boolean' },
  json: { type: 'boolean' },
  reason: { type: 'string' },
  to: { type: 'string' },
  percent: { type: 'string' },
  keep: { type: 'string' },
  site: { type: 'string' },
  by: { type: 'string' },
  db: { type: 'string' },
  'deploy-dir': { type: 'string' },
  'no-auto-abort': { type: 'boolean' },
  'min-visitors': { type: 'string' },
  points: { type: 'string' },
  window: { type: 'string' },
  port: { type: 'string' },
} as const;

/** Reads the command line (`parseArgs`, positionals allowed). */
function parseCommandLine(argv: string[]) {
  return parseArgs({ args: argv, allowPositionals: true, options: OPTIONS });
}

/** The options as read. */
type ReleaseCliValues = ReturnType<typeof parseCommandLine>['values'];

/**
 * `npm run release -- <command>` (docs/releasing.md): the release manager's CLI over the
 * operations of `release/src/core/commands.ts`.
 * @param argv the arguments after the script name
 * @returns the exit code: 0 done, 1 refused or verification failed, 2 usage error, 3 the site of
 *   `verify` could not be reached (nothing recorded)
 */
export async function runReleaseCli(argv: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseCommandLine(argv);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    console.error('用 --help 查看用法');
    return 2;
  }
  const { values, positionals } = parsed;
  const [command, ...args] = positionals;
  if (values.help || !command) {
    console.log(HELP);
    return values.help ? 0 : 2;
  }
  let opened: OpenedDeployTarget;
  try {
    opened = await openDeployTarget(
      values['deploy-dir'] ?? (process.env.DEPLOY_URL?.trim() || DEFAULT_DEPLOY_DIR),
      process.env,
    );
  } catch (error) {
    // Before anything is written: a malformed location is a usage error, an unreachable bucket or
    // database a failure.
    return failureExitCode(
      error instanceof DeployLocationError ? new UsageError(error.message) : error,
    );
  }
  try {
    return await runCommand(command, args, values, opened.target);
  } finally {
    await opened.close();
  }
}

/** How long a change to a shared target waits for its nodes, ms. */
const NODE_WAIT_MS = 20_000;

/**
 * After a change to a shared target (promote, rollback, canary): waits until every live node serves
 * it (`waitForNodes`) and says so; a node still behind after `NODE_WAIT_MS` is named as a warning
 * (the change is recorded and that node catches up at its next look). Nothing for a local folder.
 */
async function reportNodes(target: DeployTarget): Promise<void> {
  if (!target.nodes) return;
  const done = await waitForNodes(target, { timeoutMs: NODE_WAIT_MS });
  const seconds = (done.ms / 1000).toFixed(1);
  if (done.serving.length === 0 && done.behind.length === 0) {
    console.log(
      `没有节点在服务 ${target.description}（${NODE_SILENT_AFTER_MS / 1000} 秒内无节点上报）：变更已记录，节点启动时读取`,
    );
  } else if (done.behind.length === 0) {
    console.log(
      `已在全部 ${done.serving.length} 个节点生效（${seconds} 秒）：${done.serving.join('、')}`,
    );
  } else {
    console.warn(
      `⚠ ${seconds} 秒内节点 ${done.behind.join('、')} 仍未切换` +
        `${done.serving.length ? `（已切换：${done.serving.join('、')}）` : ''}：` +
        '变更已记录，这些节点会在下次同步时追上；请查看其日志中的 [deploy-mirror]',
    );
  }
}

/** One command of `runReleaseCli` on an opened target. */
async function runCommand(
  command: string,
  args: string[],
  values: ReleaseCliValues,
  target: DeployTarget,
): Promise<number> {
  const context: ReleaseContext = {
    target,
    by: values.by ?? defaultActor(),
    now: () => new Date(),
  };
  const options = { reason: values.reason, force: values.force };
  try {
    switch (command) {
      case 'release': {
        const app = appArg(args[0]);
        const distDir = values.dist ? path.resolve(values.dist) : path.join(REPO_ROOT, app, 'dist');
        const allowDirty = values['allow-dirty'] === true;
        if (!values.dist && !values['no-build']) {
          // Before a build of half a minute; `releaseBuild` checks the build's stamp again.
          if (!allowDirty) requireCleanTree(REPO_ROOT, app);
          await buildApp(app);
        }
        const record = await releaseBuild(context, app, distDir, { allowDirty });
        console.log(
          `已发布 ${app} ${record.version}（未启用${isDirtyBuild(readBuildStamp(distDir)) ? '；含未提交的改动，--allow-dirty' : ''}）。下一步：verify ${app} ${record.version}`,
        );
        return 0;
      }
      case 'verify': {
        const app = appArg(args[0]);
        const version = versionArg(args[1]);
        const site = siteArg(values.site ?? `http://localhost:${process.env.PORT ?? 8080}`);
        const result = await verifyVersion(target, app, version, site);
        await recordVerification(context, app, version, {
          ok: result.ok,
          site,
          failures: result.failures,
        });
        if (result.comparedWith) console.log(`与启用版本 ${result.comparedWith} 逐页对比`);
        const kb = (bytes: number) => (bytes / 1024).toFixed(1);
        for (const page of result.pages) {
          const js = page.comparison
            ? `  JS ${kb(page.comparison.active.jsGzipBytes)} → ${kb(page.comparison.candidate.jsGzipBytes)} KB`
            : '';
          console.log(`${page.failures.length ? '✗' : '✓'} ${page.path}${js}`);
          for (const failure of page.failures) console.log(`    ${failure}`);
        }
        for (const skipped of result.skipped) console.log(`- 跳过 ${skipped}`);
        console.log(result.ok ? `${app} ${version} 验证通过` : `${app} ${version} 验证失败`);
        return result.ok ? 0 : 1;
      }
      case 'promote': {
        const app = appArg(args[0]);
        const version = versionArg(args[1]);
        await promote(context, app, version, options);
        console.log(`${app} 已启用 ${version}`);
        await reportNodes(target);
        return 0;
      }
      case 'rollback': {
        const app = appArg(args[0]);
        const done = await rollback(context, app, { ...options, to: values.to });
        console.log(`${app} 已回滚：${done.from ?? '（无）'} → ${done.to}`);
        if (done.endedCanary) console.log(`灰度版本 ${done.endedCanary} 已结束`);
        console.log(
          done.next
            ? `再次回滚将回到 ${done.next}`
            : '没有更早的可回滚版本（再次回滚须用 --to 指定）',
        );
        await reportNodes(target);
        return 0;
      }
      case 'canary': {
        const app = appArg(args[0]);
        const version = versionArg(args[1]);
        const percent = intArg(values.percent, '--percent');
        const autoAbort = !values['no-auto-abort'];
        await startCanary(context, app, version, percent, { ...options, autoAbort });
        console.log(
          `${app} ${version} 灰度 ${percent}%${autoAbort ? '（失败率超阈值时自动中止）' : '（不自动中止）'}`,
        );
        await reportNodes(target);
        return 0;
      }
      case 'guard': {
        const app = appArg(args[0]);
        const points = values.points;
        if (points !== undefined && !/^\d+(\.\d+)?$/.test(points)) {
          throw new UsageError('--points 须为数字（百分点）');
        }
        const guard = await setCanaryGuard(context, app, {
          ...(values['min-visitors'] !== undefined
            ? { minVisitors: intArg(values['min-visitors'], '--min-visitors') }
            : {}),
          ...(points !== undefined ? { ratePoints: Number(points) } : {}),
          ...(values.window !== undefined
            ? { windowMinutes: intArg(values.window, '--window') }
            : {}),
        });
        console.log(
          `${app} 灰度自动中止阈值：${guard.windowMinutes} 分钟内 ≥${guard.minVisitors} 位访客失败且失败率高于启用版本 ${guard.ratePoints} 个百分点`,
        );
        return 0;
      }
      case 'status': {
        const failures = databaseFailureCounter(
          resolveDatabaseLocation(values.db ?? defaultDatabase()),
        );
        try {
          const rows = await releaseStatus(target, failures.count);
          console.log(values.json ? JSON.stringify(rows, null, 2) : formatStatus(rows));
        } finally {
          await failures.close();
        }
        return 0;
      }
      case 'prune': {
        const app = appArg(args[0]);
        const removed = await prune(context, app, intArg(values.keep, '--keep'));
        console.log(
          removed.length ? `已删除 ${app}：${removed.join('、')}` : `${app} 没有可删除的版本`,
        );
        return 0;
      }
      case 'diff': {
        const app = appArg(args[0]);
        const a = await versionProfile(target, app, versionArg(args[1]));
        const b = await versionProfile(target, app, versionArg(args[2]));
        process.stdout.write(formatDiff(app, a, b));
        return 0;
      }
      case 'freeze': {
        const app = appArg(args[0]);
        if (!values.reason?.trim()) throw new UsageError('freeze 须用 --reason 说明原因');
        await freeze(context, app, values.reason);
        console.log(
          `${app} 已冻结：promote 与 canary 将被拒绝，回滚仍可用（unfreeze ${app} 解冻）`,
        );
        return 0;
      }
      case 'unfreeze': {
        const app = appArg(args[0]);
        await unfreeze(context, app, values.reason);
        console.log(`${app} 已解冻`);
        return 0;
      }
      case 'ui': {
        const port =
          values.port === undefined ? DEFAULT_RELEASE_UI_PORT : intArg(values.port, '--port');
        const ui = await serveReleaseUi({
          target,
          dbFile: resolveDatabaseLocation(values.db ?? defaultDatabase()),
          port,
        });
        console.log(`发布看板（只读）：${ui.url}  按 Ctrl+C 退出；发布操作仍用本命令行`);
        await new Promise<void>((resolve) => {
          const stop = () => resolve();
          process.once('SIGINT', stop);
          process.once('SIGTERM', stop);
        });
        await ui.close();
        return 0;
      }
      default:
        throw new UsageError(`未知命令 ${command}`);
    }
  } catch (error) {
    if (error instanceof SiteUnreachableError) {
      console.error(error.message);
      return SITE_UNREACHABLE_EXIT_CODE;
    }
    return failureExitCode(error);
  }
}

runAsMain(module, runReleaseCli);
