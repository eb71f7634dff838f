/** A run of text and whether it matches the query. */
export interface TextPart {
  text: string;
  match: boolean;
}

/**
 * Splits `text` around every occurrence of `query` (case-insensitive), for highlighting search
 * results of `/support?q=`.
 * @param text the title or summary
 * @param query the search text (trimmed here); empty → one unmatched part
 * @returns the parts in order; joined they give `text` back
 */
export function splitByQuery(text: string, query: string): TextPart[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return [{ text, match: false }];
  const haystack = text.toLowerCase();
  const parts: TextPart[] = [];
  let from = 0;
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, from)) {
    if (at > from) parts.push({ text: text.slice(from, at), match: false });
    parts.push({ text: text.slice(at, at + needle.length), match: true });
    from = at + needle.length;
  }
  if (from < text.length) parts.push({ text: text.slice(from), match: false });
  return parts;
}
