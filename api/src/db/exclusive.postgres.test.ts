import fs from 'node:fs';
import type { Kysely } from 'kysely';
import { freshTestDatabase } from '../test/database';
import { tempDir } from '../test/harness';
import { openDatabase } from './open';
import type { Database } from './types';
import { runExclusively } from './exclusive';

// Two nodes of a cluster on one PostgreSQL database: a timed job's round runs on one at a time.

let dir: string;
let nodeA: Kysely<Database>;
let nodeB: Kysely<Database>;

beforeAll(async () => {
  dir = tempDir();
  const location = await freshTestDatabase(dir);
  [nodeA, nodeB] = await Promise.all([openDatabase(location), openDatabase(location)]);
});
afterAll(async () => {
  await Promise.all([nodeA.destroy(), nodeB.destroy()]);
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('runExclusively across nodes', () => {
  it('skips a round on the second node while the first runs it, then lets it run', async () => {
    let finish: () => void = () => undefined;
    const holding = runExclusively(nodeA, 'paymentExpiry', async () => {
      await new Promise<void>((resolve) => (finish = resolve));
      return 'A';
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await runExclusively(nodeB, 'paymentExpiry', async () => 'B')).toEqual({ ran: false });
    // Another job is not held by this one.
    expect(await runExclusively(nodeB, 'pruning', async () => 'B')).toEqual({
      ran: true,
      result: 'B',
    });
    finish();
    expect(await holding).toEqual({ ran: true, result: 'A' });
    expect(await runExclusively(nodeB, 'paymentExpiry', async () => 'B')).toEqual({
      ran: true,
      result: 'B',
    });
  });

  it('releases the job when a round throws', async () => {
    await expect(
      runExclusively(nodeA, 'pruning', async () => {
        throw new Error('失败的一轮');
      }),
    ).rejects.toThrow('失败的一轮');
    expect(await runExclusively(nodeB, 'pruning', async () => 1)).toEqual({ ran: true, result: 1 });
  });
});
