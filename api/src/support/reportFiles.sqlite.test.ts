import fs from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../db/open';
import { tempDir } from '../test/harness';
import { bugReportDirFor, defaultBugReportDir } from './reportFiles';
import { fileOfKey } from '../storage/objectStore';

describe('the reports folder', () => {
  it('defaults to bug-reports/ in the database file’s folder', async () => {
    const dir = tempDir();
    const dbFile = path.join(dir, 'var', 'xingheng.sqlite');
    const db = await openDatabase(dbFile, { demoData: false });
    try {
      expect(await defaultBugReportDir(db)).toBe(path.join(dir, 'var', 'bug-reports'));
      expect(bugReportDirFor(dbFile)).toBe(path.join(dir, 'var', 'bug-reports'));
    } finally {
      await db.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses a stored path that leaves the folder', () => {
    expect(fileOfKey('/srv/r', 'BR20261124-7K3Q9D/1.png')).toBe(
      path.resolve('/srv/r/BR20261124-7K3Q9D/1.png'),
    );
    expect(() => fileOfKey('/srv/r', '../etc/passwd')).toThrow('附件路径不在附件目录内');
    expect(() => fileOfKey('/srv/r', '/etc/passwd')).toThrow('附件路径不在附件目录内');
  });
});
