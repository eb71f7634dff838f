import { highlight } from './highlight';

/**
 * Text with every case-insensitive occurrence of `query` wrapped in `<mark>`; built from
 * `highlight()` pieces, never from HTML.
 * @param text the title or snippet
 * @param query the trimmed query
 */
export function Highlighted({ text, query }: { text: string; query: string }) {
  return (
    <>
      {highlight(text, query).map((piece, i) =>
        piece.match ? (
          <mark key={i} className="shell-sitesearch-mark">
            {piece.text}
          </mark>
        ) : (
          <span key={i}>{piece.text}</span>
        ),
      )}
    </>
  );
}
