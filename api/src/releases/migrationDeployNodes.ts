import type { Kysely, Migration } from 'kysely';

/**
 * The nodes serving a shared deploy target (docs/deployment.md "Releases from any machine"):
 * each node says which root files it serves, so a release command can wait until every node
 * serves its change before it returns.
 * - `deploy_nodes`: `target` the target (`s3://bucket/prefix`), `node` the node's name
 *   (`XH_NODE_NAME`, else host:port), `serving` the SHA-256 (hex) of the registry and page it
 *   serves (`rootFilesState`), `seen_at` ISO-8601 UTC of its last word (every few seconds while it
 *   runs). A node that stops deletes its row; one that dies is ignored once `seen_at` is old.
 */
export const deployNodesMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('deploy_nodes')
      .addColumn('target', 'varchar(300)', (c) => c.notNull())
      .addColumn('node', 'varchar(200)', (c) => c.notNull())
      .addColumn('serving', 'varchar(64)', (c) => c.notNull())
      .addColumn('seen_at', 'varchar(24)', (c) => c.notNull())
      .addPrimaryKeyConstraint('deploy_nodes_pk', ['target', 'node'])
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('deploy_nodes').execute();
  },
};
