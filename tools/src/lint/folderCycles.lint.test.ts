import fs from 'node:fs';
import path from 'node:path';
import { cyclesOf, readFolderGraphs } from './folderGraph';

/**
 * No cycle between folders (docs/architecture.md "Node workspaces"): neither between the
 * workspaces nor between the folders inside the server and the release platform. The fixtures
 * below add one import that closes a cycle, and the check must name it.
 */

const ROOT = path.resolve(__dirname, '../../..');
const TAG = `zzCycleFixture${process.pid}`;
/** Other lint tests write `zzLintFixture…` files that break rules on purpose, at the same time. */
const otherTestsFixture = (name: string) => name.startsWith('zzLintFixture');

describe('the folders of the repository form no cycle', () => {
  const graphs = readFolderGraphs(ROOT, (name) => otherTestsFixture(name) || name.includes(TAG));

  it('reads the layers it checks', () => {
    // A graph read from the wrong place would be empty and pass; these edges are the layering.
    expect([...(graphs.workspaces.get('server') ?? [])]).toContain('release');
    expect([...(graphs.workspaces.get('tools') ?? [])]).toEqual(
      expect.arrayContaining(['server', 'release']),
    );
    expect([...(graphs.folders.get('release/core') ?? [])]).toContain('release/deploy');
    expect([...(graphs.workspaces.get('monolith') ?? [])]).toContain('shell');
  });

  it('has no cycle between workspaces', () => {
    expect(cyclesOf(graphs.workspaces)).toEqual([]);
  });

  it('has no cycle between the folders of the server and of the release platform', () => {
    expect(cyclesOf(graphs.folders)).toEqual([]);
  });
});

describe('the check trips on a cycle', () => {
  const fixtures = [
    {
      name: 'the release platform importing the server (which imports the release platform)',
      file: `release/src/${TAG}.ts`,
      source: `export { createSiteServer } from '@xingheng/server';\n`,
      graph: 'workspaces' as const,
      cycle: ['release', 'server'],
    },
    {
      name: 'the server’s ssr/ importing site/ (which imports ssr/)',
      file: `server/src/ssr/${TAG}.ts`,
      source: `export { CACHE } from '../site/server';\n`,
      graph: 'folders' as const,
      cycle: ['server/site', 'server/ssr'],
    },
  ];

  it.each(fixtures)('$name', (fixture) => {
    const full = path.join(ROOT, fixture.file);
    fs.writeFileSync(full, fixture.source);
    try {
      const graphs = readFolderGraphs(ROOT, otherTestsFixture);
      expect(cyclesOf(graphs[fixture.graph])).toContainEqual(fixture.cycle);
    } finally {
      fs.rmSync(full, { force: true });
    }
  });
});
