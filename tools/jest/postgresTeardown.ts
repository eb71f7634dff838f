/** Global teardown of the `api-pg` jest project: stops the throwaway cluster, if one was started. */
export default function postgresTeardown(): void {
  globalThis.xhThrowawayPostgres?.stop();
}
