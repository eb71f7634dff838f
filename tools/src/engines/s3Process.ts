import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { throwawayS3, type ThrowawayS3 } from './s3';

/**
 * Starts the object storage stand-in (`s3rver`, as `startThrowawayS3` describes it) in a child
 * `node` process of its own, on a free loopback port, with `buckets` made. The local cluster runs
 * under tsx, where s3rver cannot run in process (its Koa checks generator functions in a way tsx's
 * transform breaks: `getGeneratorFunction is not a function`); a plain `node` child is unaffected.
 * @param options `buckets`; `parentDir` for its data folder (default the OS temp folder)
 * @returns the running server once it listens (within 15 s); `stop()` ends it and removes its folder
 * @throws when s3rver exits or does not report its address in time
 */
export async function startThrowawayS3Process(options: {
  buckets: string[];
  parentDir?: string;
}): Promise<ThrowawayS3> {
  const directory = fs.mkdtempSync(path.join(options.parentDir ?? os.tmpdir(), 'xh-s3-'));
  const bin = path.join(path.dirname(require.resolve('s3rver/package.json')), 'bin', 's3rver.js');
  const buckets = options.buckets.flatMap((name) => ['--configure-bucket', name]);
  const child = spawn(
    process.execPath,
    [bin, '-d', directory, '-a', '127.0.0.1', '-p', '0', ...buckets],
    // Its own process group: a terminal's Ctrl-C reaches the caller, which stops it last.
    { stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  );
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`s3rver 未就绪：${output}`)), 15_000);
    const read = (chunk: Buffer) => {
      if (output.length > 64_000) return; // its request log, once it runs: not kept
      output += chunk.toString();
      const listening = /listening on 127\.0\.0\.1:(\d+)/.exec(output);
      if (listening) {
        clearTimeout(timer);
        resolve(Number(listening[1]));
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`s3rver 退出（${code}）：${output}`));
    });
  });
  return throwawayS3(port, options.buckets, async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(directory, { recursive: true, force: true });
  });
}
