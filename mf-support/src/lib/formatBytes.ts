/**
 * A file size for people (attachments of a problem report).
 * @param bytes size in bytes
 * @returns e.g. `512 B`, `12.3 KB`, `1.5 MB`
 */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
