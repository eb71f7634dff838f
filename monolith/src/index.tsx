// Measurement only (docs/performance.md "Monolith comparison"): the shell's own start-up with every
// remote bundled instead of loaded through Module Federation. The same stages as the site's
// (`startStages`: after the first paint, one task per big module), then `startShell` with the same
// registry (site config), store, router, layout and link prefetch as the site; one version of
// everything. Never deployed.
import { startStages } from '../../shell/src/startStages';

async function boot(): Promise<void> {
  await startStages();
  const [{ startShell }, { loadBundledModule, loadBundledRoutes }] = await Promise.all([
    import(/* webpackMode: "eager" */ '../../shell/src/startShell'),
    import(/* webpackMode: "eager" */ './bundledRemotes'),
  ]);
  await startShell(() => ({ load: loadBundledRoutes, loadModule: loadBundledModule }));
}

boot().catch((error: unknown) => {
  console.error('单体构建启动失败', error);
});
