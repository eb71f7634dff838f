/**
 * References from code and docs to a part of a document: `README "Where things are"`,
 * `docs/api.md "Orders and payments"`, and inside docs/ the short form `api.md "Payments"`.
 * Each must name a file the repository has and, with a quoted part, a heading (or a bold lead-in
 * such as `**Header search**`) of that file, so a reader goes from the reference to its text in
 * one step. `SPEC §n` citations are checked by specCitations.ts.
 */
import path from 'node:path';

/** `README "Part"`, `docs/x.md "Part"`, `x.md "Part"`, `adr/0001-y.md "Part"`; the quoted part may wrap one line. */
const REFERENCE = /(README(?:\.md)?|(?:docs\/)?(?:adr\/)?[\w.-]+\.md)\)?\s+"([^"]+)"/g;

/** One document reference, where it stands. */
export interface DocReference {
  /** The document as written (`README`, `docs/api.md`, `api.md`). */
  document: string;
  /** The quoted part, whitespace folded. */
  part: string;
  /** 1-based line of the reference in its text. */
  line: number;
}

/**
 * Every document reference with a quoted part in a text.
 * @param text a source file or a document
 * @returns the references in order, with their lines
 */
export function findDocReferences(text: string): DocReference[] {
  const found: DocReference[] = [];
  for (const match of text.matchAll(REFERENCE)) {
    const [, document = '', quoted = ''] = match;
    if (quoted.split('\n').length > 2) continue;
    const line = text.slice(0, match.index).split('\n').length;
    found.push({
      document,
      part: quoted
        .replaceAll('`', '')
        .replace(/\s*\n\s*(?:\*|\/\/|#)?\s*/g, ' ')
        .trim(),
      line,
    });
  }
  return found;
}

/**
 * The repository path a reference names, from the file that holds it: `README` → `README.md`,
 * `docs/api.md` as is, a bare `api.md` in docs/ (or in an ADR, `../api.md` style) beside it.
 * @param document as written in the reference
 * @param from the repository path of the file holding it (e.g. `docs/spec.md`)
 * @returns a repository path (`docs/api.md`)
 */
export function referencedFile(document: string, from: string): string {
  if (document === 'README' || document === 'README.md') return 'README.md';
  if (document.startsWith('docs/')) return document;
  const beside = path.posix.join(path.posix.dirname(from), document);
  return from.startsWith('docs/') ? beside : path.posix.join('docs', document);
}

/**
 * The parts a document can be referred to by: its headings (any level, without `#`s and a
 * backticks, with and without a leading section number) and its bold lead-ins.
 * @param markdown the document
 * @returns e.g. `Set { 'Orders and payments', 'Header search' }`
 */
export function documentParts(markdown: string): Set<string> {
  const parts = new Set<string>();
  for (const line of markdown.split('\n')) {
    const heading = /^#{1,6}\s+(.+?)\s*$/.exec(line)?.[1]?.replaceAll('`', '');
    if (heading) {
      parts.add(heading);
      parts.add(heading.replace(/^\d+\.\s+/, ''));
    }
    for (const bold of line.matchAll(/\*\*([^*]+?)\*\*/g)) {
      if (bold[1]) parts.add(bold[1].replace(/[:：.]$/, ''));
    }
  }
  return parts;
}

/**
 * The references of a text that do not resolve: a document the repository lacks, or a part it
 * has no heading for.
 * @param text a source file or a document
 * @param from the repository path of that file
 * @param read reads a repository path, `undefined` when there is no such file
 * @returns messages such as `line 3: README "Deployment" — README.md has no heading "Deployment"`
 */
export function danglingDocReferences(
  text: string,
  from: string,
  read: (file: string) => string | undefined,
): string[] {
  const problems: string[] = [];
  for (const { document, part, line } of findDocReferences(text)) {
    const file = referencedFile(document, from);
    const markdown = read(file);
    if (markdown === undefined) {
      problems.push(`line ${line}: ${document} "${part}" — there is no ${file}`);
    } else if (![...documentParts(markdown)].some((heading) => heading.startsWith(part))) {
      problems.push(`line ${line}: ${document} "${part}" — ${file} has no heading "${part}"`);
    }
  }
  return problems;
}
