import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * SHA-256 of every file under a folder (the release tests: no file of another remote changed).
 * @param dir the folder
 * @returns relative path → hex digest, for every file at any depth
 */
export function treeChecksums(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (d: string) => {
    for (const entry of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, entry.name);
      if (entry.isDirectory()) walk(p);
      else
        out[path.relative(dir, p)] = createHash('sha256').update(fs.readFileSync(p)).digest('hex');
    }
  };
  walk(dir);
  return out;
}
