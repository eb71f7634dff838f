import fs from 'node:fs';
import path from 'node:path';
import { tempDir } from '../test/harness';
import { openDatabase } from './open';

// What only the SQLite engine has: a file, made with its folders on first start.

describe('openDatabase on a SQLite file', () => {
  it('creates the missing folders and the file', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'nested', 'var', 'xingheng.sqlite');
    try {
      const db = await openDatabase(file, { demoData: false });
      await db.destroy();
      expect(fs.statSync(file).size).toBeGreaterThan(0);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
