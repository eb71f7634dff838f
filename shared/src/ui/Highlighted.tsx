import { highlight } from '../lib/highlight';

/**
 * Text with every case-insensitive occurrence of `query` wrapped in `<mark>` (the header's site
 * search, the results of `/support?q=`); built from `highlight()` pieces, never from HTML.
 * @param text the title, summary or snippet
 * @param query the search text; empty shows the plain text
 * @param markClassName the class of each `<mark>` (the app's own style)
 */
export function Highlighted({
  text,
  query,
  markClassName,
}: {
  text: string;
  query: string;
  markClassName: string;
}) {
  return (
    <>
      {highlight(text, query).map((piece, index) =>
        piece.match ? (
          <mark key={index} className={markClassName}>
            {piece.text}
          </mark>
        ) : (
          piece.text
        ),
      )}
    </>
  );
}
