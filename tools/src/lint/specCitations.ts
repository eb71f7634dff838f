/**
 * Citations of the product specification (docs/spec.md) in code and docs: `SPEC §2`,
 * `SPEC §4, §9`, `SPEC §3/§4`, `SPEC §2 "Footer"`. Each must name a section the document has and,
 * with a quoted part, words that section contains, so a reader goes from a citation to its text in
 * one step.
 */

/** A run of section references after `SPEC`: `§4, §9`, `§3/§4`, `§2 "Error pages"`. */
const CITATION = /SPEC((?:[ ,、/]*§\d+(?:\.\d+)?(?: "[^"\n]+")?)+)/g;
/** One reference inside a run: the section number and its optional quoted part. */
const REFERENCE = /§(\d+(?:\.\d+)?)(?: "([^"\n]+)")?/g;
/** A section heading of the document: `## 2. Screens and routes`. */
const SECTION_HEADING = /^## (\d+)\. /;

/** One reference of a citation, where it stands. */
export interface SpecCitation {
  /** The section number as written, e.g. `2`. */
  section: string;
  /** The quoted part (`Footer`), when the citation has one. */
  part?: string;
  /** 1-based line of the citation in its text. */
  line: number;
}

/**
 * The sections of the specification: number → its text (heading to the next `## ` heading).
 * @param markdown docs/spec.md
 * @returns e.g. `Map { '1' => '## 1. What …', '2' => '## 2. Screens …' }`
 */
export function specSections(markdown: string): Map<string, string> {
  const sections = new Map<string, string>();
  let current: { number: string; lines: string[] } | undefined;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('## ')) {
      if (current) sections.set(current.number, current.lines.join('\n'));
      const number = SECTION_HEADING.exec(line)?.[1];
      current = number ? { number, lines: [line] } : undefined;
    } else {
      current?.lines.push(line);
    }
  }
  if (current) sections.set(current.number, current.lines.join('\n'));
  return sections;
}

/**
 * Every section reference of the `SPEC §…` citations in a text.
 * @param text a source file or a document
 * @returns the references in order, with their lines
 */
export function findSpecCitations(text: string): SpecCitation[] {
  const found: SpecCitation[] = [];
  for (const citation of text.matchAll(CITATION)) {
    const line = text.slice(0, citation.index).split('\n').length;
    for (const reference of (citation[1] ?? '').matchAll(REFERENCE)) {
      const [, section = '', part] = reference;
      found.push({ section, line, ...(part ? { part } : {}) });
    }
  }
  return found;
}

/**
 * The citations of a text that do not resolve: a section the specification lacks, or a quoted part
 * its section does not contain.
 * @param text a source file or a document
 * @param sections `specSections(docs/spec.md)`
 * @returns messages such as `line 12: SPEC §12 — docs/spec.md has no section 12`
 */
export function danglingSpecCitations(text: string, sections: Map<string, string>): string[] {
  const problems: string[] = [];
  for (const { section, part, line } of findSpecCitations(text)) {
    const body = sections.get(section);
    if (body === undefined) {
      problems.push(`line ${line}: SPEC §${section} — docs/spec.md has no section ${section}`);
    } else if (part !== undefined && !body.includes(part)) {
      problems.push(
        `line ${line}: SPEC §${section} "${part}" — section ${section} has no "${part}"`,
      );
    }
  }
  return problems;
}
