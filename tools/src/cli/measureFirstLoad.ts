import { measureFirstLoad } from '@xingheng/release';

/**
 * `npm run size [-- <url>]`: prints the JavaScript the browser downloads on a first visit to the
 * home page (default http://localhost:8080/, the site of `npm start` must be running): one line
 * per file with raw and gzip KB, then the totals.
 */
async function main(): Promise<void> {
  const url = process.argv[2] ?? `http://localhost:${process.env.PORT ?? 8080}/`;
  const scripts = await measureFirstLoad(url);
  const kb = (n: number) => (n / 1024).toFixed(1).padStart(8);
  console.log(`首次访问 ${url} 下载的 JavaScript（gzip 级别 6）：`);
  console.log(`${'raw KB'.padStart(8)} ${'gzip KB'.padStart(8)}  file`);
  for (const s of scripts)
    console.log(`${kb(s.rawBytes)} ${kb(s.gzipBytes)}  ${new URL(s.url).pathname}`);
  const raw = scripts.reduce((n, s) => n + s.rawBytes, 0);
  const gzip = scripts.reduce((n, s) => n + s.gzipBytes, 0);
  console.log(`${kb(raw)} ${kb(gzip)}  合计 ${scripts.length} 个文件`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
