import { yieldToMain } from '@xingheng/shared/yieldToMain';

// Async boundary: shared singletons are negotiated before any app code runs. A bootstrap chunk that
// cannot load leaves the static page; the failure is logged for the browser's console and reports.
// Started in a task after the one that evaluated the federation runtime (blocking time:
// docs/performance.md), where fetching the start-up chunks and shared modules begins.
void yieldToMain()
  .then(() => import('./bootstrap'))
  .catch((error: unknown) => {
    console.error('星衡时空外壳启动失败', error);
  });
