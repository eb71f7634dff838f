import { useCallback, useEffect, useState } from 'react';

/**
 * Unsaved work of the page (docs/releasing.md "Automatic canary abort"): a remote's
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

/** What `useUnsavedForm` gives a form. */
export interface UnsavedForm {
  /** True once a field changed and until `markSaved`. */
  dirty: boolean;
  /** Pass to antd's `<Form onValuesChange>`: any change makes the form dirty. */
  onValuesChange: () => void;
  /** Call once the form's content was submitted and accepted (nothing left to lose). */
  markSaved: () => void;
}

/**
 * Unsaved work of an antd form: dirty from the first change of a field until `markSaved`,
 * registered with `useUnsavedWork` meanwhile, so the shell asks before reloading the tab.
 * @param label for debugging, e.g. `问题反馈表单`
 * @returns `{ dirty, onValuesChange, markSaved }`
 */
export function useUnsavedForm(label?: string): UnsavedForm {
  const [dirty, setDirty] = useState(false);
  useUnsavedWork(dirty, label);
  const onValuesChange = useCallback(() => setDirty(true), []);
  const markSaved = useCallback(() => setDirty(false), []);
  return { dirty, onValuesChange, markSaved };
}
