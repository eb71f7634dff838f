let done = false;

/**
 * Records that the page's content (a remote's section: the hydration of a server-rendered page, or
 * the first browser render) has been committed; the shell calls it from inside the section. React
 * hydrates a Suspense boundary (the section) after the rest of the page, so an earlier effect of
 * the header must not count. Lives in the `@xingheng/shared` singleton, so the shell and every
 * remote share it (docs/performance.md "Server rendering").
 */
export function markFirstRenderDone(): void {
  done = true;
}

/** Whether `markFirstRenderDone` has run in this page. */
export function isFirstRenderDone(): boolean {
  return done;
}
