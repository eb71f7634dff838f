import type { Kysely } from 'kysely';
import { maskPhone, type UserInfo, type UserProfile } from '@xingheng/shared';
import type { Database } from '../db/types';
import { unauthorized } from '../errors';
import { latestSubmission, toIdentityInfo } from '../identity/store';
import { countUnpaidServerOrders } from '../orders/serviceOrders';

/**
 * What the header shows of the logged-in user (SPEC §7 "get user").
 * @returns `UserInfo { phone, nickname, countNoPayServerOrder }` (unpaid service orders, status 0)
 * @throws ApiError HTTP 401 `401` when the account no longer exists
 */
export async function userInfo(db: Kysely<Database>, userId: number): Promise<UserInfo> {
  const user = await db
    .selectFrom('users')
    .select(['phone', 'nickname'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) throw unauthorized();
  return {
    phone: user.phone,
    nickname: user.nickname,
    countNoPayServerOrder: await countUnpaidServerOrders(db, userId),
  };
}

/**
 * The logged-in user's profile page (SPEC §7 `/api/user/info`).
 * @returns `UserProfile { phoneMasked ('138****8000'), nickname, registeredAt ('YYYY-MM-DD',
 *   Beijing), identityStatus }`
 * @throws ApiError HTTP 401 `401` when the account no longer exists
 */
export async function userProfile(db: Kysely<Database>, userId: number): Promise<UserProfile> {
  const user = await db
    .selectFrom('users')
    .select(['phone', 'nickname', 'created_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) throw unauthorized();
  return {
    phoneMasked: maskPhone(user.phone),
    nickname: user.nickname,
    registeredAt: beijingDate(user.created_at),
    identityStatus: toIdentityInfo(await latestSubmission(db, userId)).status,
  };
}

/** The calendar date in Beijing (UTC+8, no daylight saving) of an epoch-ms instant: `2026-11-24`. */
function beijingDate(ms: number): string {
  return new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);
}
