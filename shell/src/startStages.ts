import { afterNextPaint, yieldToMain } from '@xingheng/shared/yieldToMain';

/**
 * The first stages of the shell's start-up, shared by the site (`bootstrap.tsx`) and the perf lab's
 * monolith (monolith/src/index.tsx), so that both start alike: after the server's HTML has painted
 * (Chromium may otherwise run the whole start-up, hydration included, before its first frame:
 * docs/performance.md "Simulated LCP"), React DOM, the router and `@xingheng/shared` are evaluated
 * each in a task of its own. `import()` with `webpackMode: "eager"` adds no chunk and no request;
 * it only runs the module when called. Evaluated in one go, they made the longest task of a first
 * visit (docs/performance.md "Blocking time").
 * @returns resolves in a later task, once the three are evaluated
 * @throws nothing of its own; rejects when a module throws while it is evaluated
 */
export async function startStages(): Promise<void> {
  await afterNextPaint();
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await yieldToMain();
  await import(/* webpackMode: "eager" */ '@xingheng/shared/router');
  await yieldToMain();
  await import(/* webpackMode: "eager" */ '@xingheng/shared');
  await yieldToMain();
}
