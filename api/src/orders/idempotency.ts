import { isUniqueViolation } from '../db/errors';

/**
 * Runs a create once per idempotency key (docs/api.md "Orders and payments"): the order already
 * stored under the key if any, else `create`; when `create` loses a race on the key's unique index
 * (another request stored the same key first), the winner's order. `create` must check the key
 * again inside its own transaction.
 * @param find reads the order stored under the key (undefined when none)
 * @param create writes a new order in one transaction
 * @returns what `find` or `create` returned
 * @throws what `create` throws, other than the lost race
 */
export async function onceByKey<T>(
  find: () => Promise<T | undefined>,
  create: () => Promise<T>,
): Promise<T> {
  const existing = await find();
  if (existing !== undefined) return existing;
  try {
    return await create();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const winner = await find();
    if (winner === undefined) throw error;
    return winner;
  }
}
