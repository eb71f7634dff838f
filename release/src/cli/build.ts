import { buildApps } from '../build/buildApps';
import { publishAll } from '../core/publish';
import { DEFAULT_DEPLOY_DIR } from '../deploy/paths';
import { localFolderTarget } from '../deploy/deployTarget';

/**
 * `npm run build`: builds stale apps (all with `--force`) and publishes them into `deploy/`;
 * `--activate` makes the fresh builds active in the registry.
 */
async function main(): Promise<void> {
  const args = new Set(process.argv.slice(2));
  const built = await buildApps(undefined, args.has('--force'));
  console.log(built.length ? `[build] 已构建：${built.join(', ')}` : '[build] 构建均为最新');
  const { published, activated } = await publishAll(
    localFolderTarget(DEFAULT_DEPLOY_DIR),
    args.has('--activate'),
  );
  for (const p of published) console.log(`[build] ${p.app} ${p.version}`);
  if (activated.length) console.log(`[build] 已启用：${activated.join(', ')}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
