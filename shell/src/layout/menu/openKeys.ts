/**
 * Keeps only one top-level submenu of the drawer's menu open (SPEC §2): when a top-level key is
 * newly opened it replaces every other open key; opening a nested submenu keeps its parent open.
 * @param next the keys antd proposes
 * @param current the keys open now
 * @param topKeys the keys of the top-level items
 * @returns the keys to keep open
 */
export function nextOpenKeys(next: string[], current: string[], topKeys: string[]): string[] {
  const opened = next.find((key) => !current.includes(key));
  if (opened !== undefined && topKeys.includes(opened)) return [opened];
  return next;
}
