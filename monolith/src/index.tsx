// Measurement only (docs/performance.md "Monolith comparison"): the shell's own start-up
// (`startShell`) with every remote bundled instead of loaded through Module Federation. Same
// registry (site config), store, router, layout and link prefetch as the site; one version of
// everything. Never deployed.
import { startShell } from '../../shell/src/startShell';
import { loadBundledModule, loadBundledRoutes } from './bundledRemotes';

startShell(() => ({ load: loadBundledRoutes, loadModule: loadBundledModule })).catch(
  (error: unknown) => {
    console.error('单体构建启动失败', error);
  },
);
