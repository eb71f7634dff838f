import fs from 'node:fs';
import path from 'node:path';
import { ERROR_CODES } from '@xingheng/shared';

/*
 * The failure codes have one table, `ERROR_CODES` in shared/src/config/errorCodes.ts; docs/api.md
 * "Errors" says for each its HTTP status and message. The two must name the same codes.
 */

const docs = fs.readFileSync(path.resolve(__dirname, '../../docs/api.md'), 'utf8');

/** The codes of the "Errors" table's `code` column: `40010`, `40010`, `40012`, `40060`–`40064`. */
function documentedCodes(markdown: string): Set<number> {
  const start = markdown.indexOf('\n## Errors\n');
  const end = markdown.indexOf('\n## ', start + 1);
  const codes = new Set<number>();
  for (const row of markdown.slice(start, end).split('\n')) {
    const cell = row.split('|')[2] ?? '';
    for (const [, from, to] of cell.matchAll(/`(\d+)`(?:–`(\d+)`)?/g)) {
      const first = Number(from);
      for (let code = first; code <= Number(to ?? first); code++) codes.add(code);
    }
  }
  return codes;
}

/** Every code of the table, by value. */
const tableCodes = new Set<number>(Object.values(ERROR_CODES));

describe('the failure codes', () => {
  it('are the same in ERROR_CODES and in docs/api.md "Errors"', () => {
    const documented = documentedCodes(docs);
    expect([...tableCodes].filter((code) => !documented.has(code))).toEqual([]);
    expect([...documented].filter((code) => !tableCodes.has(code))).toEqual([]);
  });

  it('would catch a code the docs drop', () => {
    const dropped = docs.replace('| 423 | `42300` |', '| 423 | – |');
    expect(documentedCodes(dropped).has(42300)).toBe(false);
    expect(documentedCodes(docs).has(42300)).toBe(true);
  });
});
