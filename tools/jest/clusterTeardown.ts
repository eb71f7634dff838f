/**
 * Global teardown of the `api-pg` and `ops-cluster` jest projects: stops the throwaway PostgreSQL
 * cluster, Redis and object storage, where they were started.
 */
export default async function clusterTeardown(): Promise<void> {
  globalThis.xhThrowawayPostgres?.stop();
  await globalThis.xhThrowawayRedis?.stop();
  await globalThis.xhThrowawayS3?.stop();
}
