import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES } from '@xingheng/shared/registry';
import { remoteListProblems, type AppPackage } from './remoteList';
import { REPOSITORY_ROOT } from './repositoryFiles';

const readJson = <T>(file: string): T | undefined => {
  const full = path.join(REPOSITORY_ROOT, file);
  return fs.existsSync(full) ? (JSON.parse(fs.readFileSync(full, 'utf8')) as T) : undefined;
};
const rootPackage = readJson<{ workspaces: string[] }>('package.json');

describe('the remotes and their dev ports, from one source', () => {
  it('the workspaces and every app package agree with REMOTE_NAMES', () => {
    expect(REMOTE_NAMES.length).toBeGreaterThan(0);
    expect(
      remoteListProblems(REMOTE_NAMES, rootPackage?.workspaces ?? [], (app) =>
        readJson<AppPackage>(`${app}/package.json`),
      ),
    ).toEqual([]);
  });

  it('each remote has end-to-end tests tagged with its name', () => {
    const specs = fs
      .readdirSync(path.join(REPOSITORY_ROOT, 'e2e/tests'))
      .map((file) => fs.readFileSync(path.join(REPOSITORY_ROOT, 'e2e/tests', file), 'utf8'))
      .join('\n');
    for (const remote of REMOTE_NAMES) expect(specs).toContain(`@${remote}`);
  });

  it('trips on a remote missing from the workspaces, a missing port and a port used twice', () => {
    const packages: Record<string, AppPackage> = {
      shell: { name: 'shell', xingheng: { devPort: 3000 } },
      'mf-a': { name: 'mf-a', xingheng: { devPort: 3000 } },
      'mf-b': { name: 'mf-b' },
    };
    expect(
      remoteListProblems(['mf-a', 'mf-b'], ['shared', 'mf-a'], (app) => packages[app]),
    ).toEqual([
      'package.json workspaces list the remotes mf-a; REMOTE_NAMES has mf-a, mf-b',
      'mf-a and shell both use dev port 3000',
      'mf-b/package.json has no xingheng.devPort',
    ]);
  });
});
