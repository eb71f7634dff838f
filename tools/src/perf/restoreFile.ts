import fs from 'node:fs';

/** A file's state before a measurement appended `marker` to it. */
export interface FileBefore {
  /** Its content before. */
  original: string;
  /** The text appended (unique to this run). */
  marker: string;
  /** Its access and modification times before. */
  atime: Date;
  mtime: Date;
}

/**
 * Takes a measurement's change out of a file again: the appended marker is removed wherever it is,
 * so an edit someone saved meanwhile is kept; when the file is then back to its original content,
 * its times are restored too (build fingerprints use the modification time). A file that no longer
 * holds the marker is left alone.
 * @param file the absolute path
 * @param before what the file was
 * @returns true when the file is back to its original content and times
 */
export function restoreFile(file: string, before: FileBefore): boolean {
  const current = fs.readFileSync(file, 'utf8');
  if (!current.includes(before.marker)) return current === before.original;
  const restored = current.replace(before.marker, '');
  fs.writeFileSync(file, restored);
  if (restored !== before.original) return false;
  fs.utimesSync(file, before.atime, before.mtime);
  return true;
}
