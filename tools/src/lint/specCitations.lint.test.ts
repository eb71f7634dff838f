import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { danglingSpecCitations, findSpecCitations, specSections } from './specCitations';

const ROOT = path.resolve(__dirname, '../../..');
const SPEC = fs.readFileSync(path.join(ROOT, 'docs/spec.md'), 'utf8');
const sections = specSections(SPEC);

/** The repository's text files as git knows them (tracked and new, not ignored). */
function repositoryFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return (
    listed
      .split('\n')
      .filter((file) => /\.(ts|tsx|cjs|mjs|js|md|json|html|css)$/.test(file))
      // The checker and this test hold broken citations on purpose.
      .filter((file) => !file.startsWith('tools/src/lint/specCitations'))
      .filter((file) => fs.existsSync(path.join(ROOT, file)))
  );
}

describe('SPEC citations resolve to docs/spec.md', () => {
  it('has the nine sections the code cites', () => {
    expect([...sections.keys()]).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
  });

  it('every citation in the repository names a section (and words) docs/spec.md has', () => {
    const problems: string[] = [];
    let citations = 0;
    for (const file of repositoryFiles()) {
      const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
      citations += findSpecCitations(text).length;
      for (const problem of danglingSpecCitations(text, sections)) {
        problems.push(`${file} ${problem}`);
      }
    }
    expect(problems).toEqual([]);
    // The check reads the citations at all (a pattern that matches nothing passes vacuously).
    expect(citations).toBeGreaterThan(500);
  });

  it('no code or doc names a tracker number: they name the doc or the rule instead', () => {
    const tracker = /\bissues? #\d+/i;
    const named = repositoryFiles().filter((file) =>
      tracker.test(fs.readFileSync(path.join(ROOT, file), 'utf8')),
    );
    expect(named).toEqual([]);
    // The pattern trips on such a mention (built here, so this file holds none itself).
    expect(tracker.test(`the JS budget (${'issue'} #${11})`)).toBe(true);
  });

  it('trips on a section that does not exist and on a quoted part its section lacks', () => {
    const fixture = [
      '/** Menu badges (SPEC §2, §12). */',
      '/** The footer (SPEC §2 "Footer"); the drawer (SPEC §9 "Drawer colours"). */',
      '// SPEC §3/§4 and SPEC §10',
    ].join('\n');
    expect(danglingSpecCitations(fixture, sections)).toEqual([
      'line 1: SPEC §12 — docs/spec.md has no section 12',
      'line 2: SPEC §9 "Drawer colours" — section 9 has no "Drawer colours"',
      'line 3: SPEC §10 — docs/spec.md has no section 10',
    ]);
  });
});
