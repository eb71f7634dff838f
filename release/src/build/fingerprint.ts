import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * A fingerprint of the files a build depends on: path, size and modification time of every file
 * under the given roots. Same fingerprint → the existing build is current.
 * @param roots files or folders (missing ones are skipped)
 * @returns hex SHA-256
 */
export function sourceFingerprint(roots: readonly string[]): string {
  const hash = createHash('sha256');
  const visit = (entry: string) => {
    let stat: fs.Stats;
    try {
      stat = fs.statSync(entry);
    } catch {
      return;
    }
    if (stat.isDirectory()) {
      for (const child of fs.readdirSync(entry).sort()) {
        if (child !== 'node_modules' && child !== 'dist') visit(path.join(entry, child));
      }
      return;
    }
    // Tests do not end up in a bundle: editing one must not force a rebuild.
    if (/\.test\.tsx?$/.test(entry)) return;
    hash.update(`${entry}\0${stat.size}\0${stat.mtimeMs}\n`);
  };
  roots.forEach(visit);
  return hash.digest('hex');
}

/**
 * A content hash of files (for immutable version names): same bytes → same version.
 * @returns the first 8 hex chars of SHA-256 over the files' contents
 */
export function contentHash(files: readonly string[]): string {
  const hash = createHash('sha256');
  for (const file of files) hash.update(fs.readFileSync(file));
  return hash.digest('hex').slice(0, 8);
}
