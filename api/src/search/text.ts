/** Block-level tags: replaced by a space so words of adjacent blocks do not run together. */
const BLOCK_TAG =
  /<\/?(p|h[1-6]|li|ul|ol|tr|td|th|thead|tbody|table|br|div|section|blockquote)\b[^>]*>/gi;

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&nbsp;': ' ',
};

/**
 * Plain text of rich HTML for search and snippets: block tags become spaces, other tags vanish,
 * the common entities are decoded and whitespace is collapsed.
 */
export function htmlToText(html: string): string {
  return html
    .replace(BLOCK_TAG, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whether `text` contains `q`, ignoring case (a plain substring: works for Chinese). */
export function containsCi(text: string, q: string): boolean {
  return text.toLowerCase().includes(q.toLowerCase());
}

/**
 * About `width` characters of `text` around the first case-insensitive match of `q`, with `…`
 * where it was cut; the start of `text` when `q` does not occur.
 */
export function snippetAround(text: string, q: string, width = 60): string {
  const at = text.toLowerCase().indexOf(q.toLowerCase());
  const chars = Array.from(text);
  if (chars.length <= width) return text;
  let start = 0;
  if (at > 0) {
    const charAt = Array.from(text.slice(0, at)).length;
    const qLen = Array.from(q).length;
    start = Math.max(0, Math.min(charAt - Math.floor((width - qLen) / 2), chars.length - width));
  }
  const end = Math.min(chars.length, start + width);
  return `${start > 0 ? '…' : ''}${chars.slice(start, end).join('')}${end < chars.length ? '…' : ''}`;
}

/** `q` as a LIKE pattern matching it anywhere, with `\`, `%` and `_` escaped (use `escape '\'`). */
export function likePattern(q: string): string {
  return `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
