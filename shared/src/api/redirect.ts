/**
 * Sanitises a `redirect` query value: only same-site absolute paths are accepted.
 * @param target raw value, e.g. `/user/pwd?x=1`
 * @param fallback where to go otherwise (default `/`)
 * @returns `target` when it is a same-site path (`/…`, not `//…` nor `/\…`), else `fallback`
 */
export function safeRedirect(target: string | null | undefined, fallback = '/'): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) {
    return fallback;
  }
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is rejected
  if (/[\u0000-\u001f]/.test(target)) return fallback;
  return target;
}
