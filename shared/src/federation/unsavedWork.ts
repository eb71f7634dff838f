import { useEffect } from 'react';

/**
 * Unsaved work of the page (docs/releasing.md "Withdrawn versions leave open tabs"): a remote's
 * form registers it while the visitor has typed something not yet submitted, and the shell asks
 * before reloading the tab onto another version. One registry in the `@xingheng/shared` singleton,
 * so the shell sees what every remote registered.
 */
const holders = new Set<symbol>();

/**
 * Registers unsaved work until the returned function is called.
 * @param label for debugging, e.g. `问题反馈表单`
 * @returns `release`, which unregisters it (calling it twice is harmless)
 */
export function registerUnsavedWork(label = '未保存的内容'): () => void {
  const holder = Symbol(label);
  holders.add(holder);
  return () => {
    holders.delete(holder);
  };
}

/** Whether some page registered unsaved work now. */
export function hasUnsavedWork(): boolean {
  return holders.size > 0;
}

/**
 * Registers unsaved work while `dirty` is true (and the component is mounted): a form passes
 * whether its fields differ from what was loaded or submitted.
 * @param dirty true while there is something the visitor would lose on a reload
 * @param label for debugging
 */
export function useUnsavedWork(dirty: boolean, label?: string): void {
  useEffect(() => (dirty ? registerUnsavedWork(label) : undefined), [dirty, label]);
}
