/** One piece of a highlighted text: `match` is true for an occurrence of the query. */
export interface HighlightSegment {
  text: string;
  match: boolean;
}

/** Escapes every character that has a meaning in a regular expression (`C++` → `C\+\+`). */
function escapeRegExp(text: string): string {
  return text.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&');
}

/**
 * Splits `text` into the pieces a search result shows (the header's site search, `/support?q=`):
 * every case-insensitive occurrence of `query` is a `match` piece, the text between them plain
 * pieces. The query is trimmed and taken literally (regular-expression characters such as `C++`
 * or `(` are plain text); Chinese needs no word segmentation (substring matching, like the API).
 * Joining the pieces' `text` gives back `text` exactly.
 * @param text the title, summary or snippet to show
 * @param query the search query; empty or blank → one plain piece
 * @returns the pieces in order, without empty pieces (`[]` for an empty text)
 */
export function highlight(text: string, query: string): HighlightSegment[] {
  if (!text) return [];
  const needle = query.trim();
  if (!needle) return [{ text, match: false }];
  const pattern = new RegExp(escapeRegExp(needle), 'gi');
  const segments: HighlightSegment[] = [];
  let from = 0;
  for (const found of text.matchAll(pattern)) {
    const start = found.index;
    if (start > from) segments.push({ text: text.slice(from, start), match: false });
    segments.push({ text: found[0], match: true });
    from = start + found[0].length;
  }
  if (from < text.length) segments.push({ text: text.slice(from), match: false });
  return segments;
}
