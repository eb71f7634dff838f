import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { restoreFile } from './restoreFile';

describe('restoreFile', () => {
  let dir: string;
  let file: string;
  const before = (marker: string) => {
    const { atime, mtime } = fs.statSync(file);
    return { original: fs.readFileSync(file, 'utf8'), marker, atime, mtime };
  };

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xingheng-restore-'));
    file = path.join(dir, 'Page.tsx');
    fs.writeFileSync(file, 'export const a = 1;\n');
    const old = new Date('2026-01-01T00:00:00Z');
    fs.utimesSync(file, old, old);
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('puts back the content and the modification time', () => {
    const state = before('\n// perf 1\n');
    fs.appendFileSync(file, state.marker);
    expect(restoreFile(file, state)).toBe(true);
    expect(fs.readFileSync(file, 'utf8')).toBe(state.original);
    expect(fs.statSync(file).mtimeMs).toBe(state.mtime.getTime());
  });

  it('keeps an edit someone saved meanwhile, removing only the marker', () => {
    const state = before('\n// perf 2\n');
    fs.appendFileSync(file, state.marker);
    fs.writeFileSync(file, `export const b = 2;\n${fs.readFileSync(file, 'utf8')}`);
    expect(restoreFile(file, state)).toBe(false);
    expect(fs.readFileSync(file, 'utf8')).toBe('export const b = 2;\nexport const a = 1;\n');
  });

  it('leaves a file without the marker alone', () => {
    const state = before('\n// perf 3\n');
    fs.writeFileSync(file, 'rewritten\n');
    expect(restoreFile(file, state)).toBe(false);
    expect(fs.readFileSync(file, 'utf8')).toBe('rewritten\n');
  });
});
