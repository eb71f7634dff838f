import fs from 'node:fs';
import { sql, type Kysely } from 'kysely';
import { freshTestDatabase } from '../test/database';
import { tempDir } from '../test/harness';
import { openDatabase } from '../db/open';
import type { Database } from '../db/types';
import {
  announceDeployChange,
  forgetDeployNode,
  listenForDeployChanges,
  liveDeployNodes,
  NODE_SILENT_AFTER_MS,
  recordDeployNode,
  type DeployChangeListener,
} from './deployNodes';

// The nodes of a shared deploy target and the word a release sends them, on PostgreSQL.

let dir: string;
let location: string;
let db: Kysely<Database>;
const listeners: DeployChangeListener[] = [];

beforeAll(async () => {
  dir = tempDir();
  location = await freshTestDatabase(dir);
  db = await openDatabase(location);
});
afterAll(async () => {
  for (const listener of listeners) await listener.close();
  await db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Resolves once `count()` reaches `n`, or rejects after `ms`. */
async function until(count: () => number, n: number, ms = 5_000) {
  const deadline = Date.now() + ms;
  while (count() < n) {
    if (Date.now() > deadline) throw new Error(`waited ${ms} ms for ${n}, have ${count()}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('deploy_nodes', () => {
  it('lists the nodes heard from in the last 15 s, one row per node, and forgets a stopped one', async () => {
    const now = new Date('2026-11-28T04:00:00Z');
    const target = 's3://nodes/site';
    await recordDeployNode(db, { target, node: 'node-a', serving: 'a'.repeat(64), now });
    await recordDeployNode(db, { target, node: 'node-b', serving: 'a'.repeat(64), now });
    const later = new Date(now.getTime() + 5_000);
    await recordDeployNode(db, { target, node: 'node-a', serving: 'b'.repeat(64), now: later });
    await recordDeployNode(db, {
      target: 's3://other/site',
      node: 'node-c',
      serving: 'c'.repeat(64),
      now,
    });

    expect(await liveDeployNodes(db, target, later)).toEqual([
      { node: 'node-a', serving: 'b'.repeat(64), seenAt: later.toISOString() },
      { node: 'node-b', serving: 'a'.repeat(64), seenAt: now.toISOString() },
    ]);
    // node-b silent for more than 15 s: taken as gone (a node killed without a word).
    const silent = new Date(now.getTime() + NODE_SILENT_AFTER_MS + 1);
    expect((await liveDeployNodes(db, target, silent)).map((n) => n.node)).toEqual(['node-a']);

    await forgetDeployNode(db, target, 'node-a');
    expect((await liveDeployNodes(db, target, later)).map((n) => n.node)).toEqual(['node-b']);
  });
});

describe('announceDeployChange and listenForDeployChanges', () => {
  it('reaches every listener of that target, and none of another', async () => {
    const heard = { a: 0, b: 0, other: 0 };
    listeners.push(
      await listenForDeployChanges(location, 's3://word/site', () => (heard.a += 1)),
      await listenForDeployChanges(location, 's3://word/site', () => (heard.b += 1)),
      await listenForDeployChanges(location, 's3://word/other', () => (heard.other += 1)),
    );
    await announceDeployChange(db, 's3://word/site');
    await until(() => Math.min(heard.a, heard.b), 1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(heard).toEqual({ a: 1, b: 1, other: 0 });
    for (const listener of listeners.splice(0)) await listener.close();
  });

  it('reconnects when its connection is cut, calls back once it is back, and hears the next word', async () => {
    let heard = 0;
    const lines: string[] = [];
    listeners.push(
      await listenForDeployChanges(
        location,
        's3://cut/site',
        () => (heard += 1),
        (line) => lines.push(line),
      ),
    );
    // The server ends the listening session, as a restart or a failover would.
    await sql`
      select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and query = 'listen xh_deploy' and pid <> pg_backend_pid()
    `.execute(db);
    // Back within about a second: one call for what may have been missed meanwhile.
    await until(() => heard, 1);
    expect(lines.join('\n')).toContain('发布通知连接中断');
    await announceDeployChange(db, 's3://cut/site');
    await until(() => heard, 2);
  });
});
