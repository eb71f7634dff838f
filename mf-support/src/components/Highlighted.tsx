import { splitByQuery } from '../lib/highlight';

/**
 * Text with every occurrence of the search query marked (`<mark>`), as in the results of
 * `/support?q=`.
 * @param text the title or summary
 * @param query the search text; empty shows the plain text
 */
export function Highlighted({ text, query }: { text: string; query: string }) {
  return (
    <>
      {splitByQuery(text, query).map((part, index) =>
        part.match ? (
          <mark key={index} className="sup-mark">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
