import { danglingDocReferences, documentParts, findDocReferences } from './docReferences';
import { readRepositoryFile, repositoryTextFiles } from './repositoryFiles';

/** The checker and this test hold broken references on purpose. */
const repositoryFiles = () => repositoryTextFiles(['tools/src/lint/docReferences']);

describe('references to a part of a document resolve', () => {
  it('every `README "…"` and `docs/….md "…"` in the repository names a heading that exists', () => {
    const problems: string[] = [];
    let references = 0;
    for (const file of repositoryFiles()) {
      const text = readRepositoryFile(file) ?? '';
      references += findDocReferences(text).length;
      for (const problem of danglingDocReferences(text, file, readRepositoryFile)) {
        problems.push(`${file} ${problem}`);
      }
    }
    expect(problems).toEqual([]);
    // The check reads the references at all (a pattern that matches nothing passes vacuously).
    expect(references).toBeGreaterThan(300);
  });

  it('reads headings without backticks or section numbers, and bold lead-ins', () => {
    const parts = documentParts('# Title\n### 2. `verify <app>`\n**Header search** (open)\n');
    expect([...parts]).toEqual(['Title', '2. verify <app>', 'verify <app>', 'Header search']);
  });

  it('trips on a missing document, a missing heading, and resolves short names inside docs/', () => {
    const docs: Record<string, string> = {
      'README.md': '# Site\n## Where things are\n',
      'docs/api.md': '# API\n## Orders and payments\n',
    };
    const read = (file: string) => docs[file];
    const fixture = [
      '// README "Where things are" and README "Deployment"',
      '/** docs/api.md "Orders and payments", docs/api.md "Refunds" */',
      '// docs/ops.md "Anything"',
    ].join('\n');
    expect(danglingDocReferences(fixture, 'api/src/x.ts', read)).toEqual([
      'line 1: README "Deployment" — README.md has no heading "Deployment"',
      'line 2: docs/api.md "Refunds" — docs/api.md has no heading "Refunds"',
      'line 3: docs/ops.md "Anything" — there is no docs/ops.md',
    ]);
    // In docs/, `api.md "…"` is the file beside it.
    expect(danglingDocReferences('see [the API](api.md) "Orders"', 'docs/spec.md', read)).toEqual(
      [],
    );
    expect(danglingDocReferences('see api.md "Orders"', 'README.md', read)).toEqual([]);
  });
});
