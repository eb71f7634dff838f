import fs from 'node:fs';
import type { Kysely } from 'kysely';
import { freshTestDatabase } from '../test/database';
import { tempDir } from '../test/harness';
import { openDatabase } from '../db/open';
import type { Database } from '../db/types';
import { withReleaseLock } from './releaseLedger';

// Two release machines on one PostgreSQL database: one holds a target's release lock at a time.

let dir: string;
let machineA: Kysely<Database>;
let machineB: Kysely<Database>;

beforeAll(async () => {
  dir = tempDir();
  const location = await freshTestDatabase(dir);
  [machineA, machineB] = await Promise.all([openDatabase(location), openDatabase(location)]);
});
afterAll(async () => {
  await Promise.all([machineA.destroy(), machineB.destroy()]);
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('withReleaseLock', () => {
  it('makes the second machine wait for the first, then run', async () => {
    const order: string[] = [];
    let finish: () => void = () => undefined;
    const first = withReleaseLock(machineA, 's3://a/site', async () => {
      order.push('A start');
      await new Promise<void>((resolve) => (finish = resolve));
      order.push('A end');
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const second = withReleaseLock(machineB, 's3://a/site', async () => void order.push('B'));
    // Another target's lock is not this one.
    await withReleaseLock(machineB, 's3://b/site', async () => void order.push('other target'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    finish();
    await Promise.all([first, second]);
    expect(order).toEqual(['A start', 'other target', 'A end', 'B']);
  });

  it('gives up after the wait with a message, and releases the lock when the work throws', async () => {
    let finish: () => void = () => undefined;
    const holding = withReleaseLock(machineA, 's3://a/site', async () => {
      await new Promise<void>((resolve) => (finish = resolve));
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(
      withReleaseLock(machineB, 's3://a/site', async () => 'B', { waitMs: 400 }),
    ).rejects.toThrow('部署目标 s3://a/site 的发布锁被占用');
    finish();
    await holding;
    await expect(
      withReleaseLock(machineA, 's3://a/site', async () => {
        throw new Error('发布失败');
      }),
    ).rejects.toThrow('发布失败');
    expect(await withReleaseLock(machineB, 's3://a/site', async () => 'B', { waitMs: 400 })).toBe(
      'B',
    );
  });
});
