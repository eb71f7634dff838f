import crypto from 'node:crypto';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Address } from '@xingheng/shared';
import type { Database, UserAddressTable } from '../db/types';
import { ApiError, ERROR_CODES } from '../errors';
import type { RegionChain } from './regions';
import { transact } from '../db/transaction';

/** At most this many addresses per user (docs/api.md "Address book"). */
export const ADDRESS_LIMIT = 20;

/** A checked address to store: the fields of `AddressInput` with its region chain resolved. */
export interface AddressValues {
  recipient: string;
  mobile: string;
  region: RegionChain;
  detail: string;
  postcode: string | null;
  isDefault?: boolean;
}

type Db = Kysely<Database> | Transaction<Database>;
type AddressRow = Selectable<UserAddressTable>;

/** HTTP 404 `40401` for an id that is not one of the user's addresses (another user's included). */
function addressNotFound(): ApiError {
  return new ApiError(404, ERROR_CODES.notFoundDoc, '收货地址不存在');
}

function toAddress(row: AddressRow): Address {
  return {
    id: row.id,
    recipient: row.recipient,
    mobile: row.mobile,
    provinceCode: row.province_code,
    provinceName: row.province_name,
    cityCode: row.city_code,
    cityName: row.city_name,
    districtCode: row.district_code,
    districtName: row.district_name,
    detail: row.detail,
    postcode: row.postcode,
    isDefault: row.is_default === 1,
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
  };
}

function columns(values: AddressValues) {
  const { region } = values;
  return {
    recipient: values.recipient,
    mobile: values.mobile,
    province_code: region.province.code,
    province_name: region.province.name,
    city_code: region.city.code,
    city_name: region.city.name,
    district_code: region.district.code,
    district_name: region.district.name,
    detail: values.detail,
    postcode: values.postcode,
  };
}

/** The user's address `id`, or a 404 ApiError. */
async function ownAddress(db: Db, userId: number, id: number): Promise<AddressRow> {
  const row = await db
    .selectFrom('user_addresses')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw addressNotFound();
  return row;
}

/**
 * Runs `work` in one transaction on the user's address `id` (its row read inside it).
 * @returns what `work` returns
 * @throws ApiError HTTP 404 `40401` when `id` is not one of the user's addresses
 */
async function withOwnAddress<T>(
  db: Kysely<Database>,
  userId: number,
  id: number,
  work: (trx: Transaction<Database>, row: AddressRow) => Promise<T>,
): Promise<T> {
  return transact(db, async (trx) => work(trx, await ownAddress(trx, userId, id)));
}

/** Clears the user's default flag (before another address takes it: at most one default). */
async function clearDefault(db: Db, userId: number): Promise<void> {
  await db
    .updateTable('user_addresses')
    .set({ is_default: 0 })
    .where('user_id', '=', userId)
    .where('is_default', '=', 1)
    .execute();
}

/** Makes one of the user's addresses the default (after `clearDefault`, or when there is none). */
async function markDefault(db: Db, userId: number, id: number): Promise<void> {
  await db
    .updateTable('user_addresses')
    .set({ is_default: 1 })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .execute();
}

/** A random unused 9-digit id (100000000–999999999): ids say nothing about other users' rows. */
async function freshId(db: Db): Promise<number> {
  for (;;) {
    const id = crypto.randomInt(100_000_000, 1_000_000_000);
    const taken = await db
      .selectFrom('user_addresses')
      .select('id')
      .where('id', '=', id)
      .executeTakeFirst();
    if (!taken) return id;
  }
}

/**
 * The user's addresses: the default first, then the most recently added first.
 * @returns `Address[]` (empty when there are none)
 */
export async function listAddresses(db: Db, userId: number): Promise<Address[]> {
  const rows = await db
    .selectFrom('user_addresses')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('is_default', 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toAddress);
}

/**
 * Adds an address in one transaction: the user's first address, or one added with `isDefault`,
 * becomes the default (the previous default loses the flag).
 * @param now the time stored as `createdAt` and `updatedAt`
 * @returns the stored address
 * @throws ApiError HTTP 400 `40030` when the user already has `ADDRESS_LIMIT` (20) addresses
 */
export async function addAddress(
  db: Kysely<Database>,
  userId: number,
  values: AddressValues,
  now: Date,
): Promise<Address> {
  return transact(db, async (trx) => {
    const counted = await trx
      .selectFrom('user_addresses')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    const count = Number(counted.count);
    if (count >= ADDRESS_LIMIT) {
      throw new ApiError(
        400,
        ERROR_CODES.addressLimit,
        `最多保存 ${ADDRESS_LIMIT} 个收货地址，请先删除不用的地址`,
      );
    }
    const isDefault = count === 0 || values.isDefault === true;
    if (isDefault) await clearDefault(trx, userId);
    const id = await freshId(trx);
    const at = now.getTime();
    await trx
      .insertInto('user_addresses')
      .values({
        id,
        user_id: userId,
        ...columns(values),
        is_default: isDefault ? 1 : 0,
        created_at: at,
        updated_at: at,
      })
      .execute();
    return toAddress(await ownAddress(trx, userId, id));
  });
}

/**
 * Replaces the fields of one of the user's addresses in one transaction. `isDefault: true` makes
 * it the default; omitted or `false` leaves a non-default address as it is.
 * @returns the stored address
 * @throws ApiError HTTP 404 `40401` when `id` is not one of the user's addresses; HTTP 400 `40031`
 *   for `isDefault: false` on the default address (another address must become the default)
 */
export async function updateAddress(
  db: Kysely<Database>,
  userId: number,
  id: number,
  values: AddressValues,
  now: Date,
): Promise<Address> {
  return withOwnAddress(db, userId, id, async (trx, row) => {
    if (row.is_default === 1 && values.isDefault === false) {
      throw new ApiError(
        400,
        ERROR_CODES.defaultAddressRequired,
        '默认地址不能取消，请把其他地址设为默认地址',
      );
    }
    const isDefault = row.is_default === 1 || values.isDefault === true;
    if (isDefault && row.is_default !== 1) await clearDefault(trx, userId);
    await trx
      .updateTable('user_addresses')
      .set({ ...columns(values), is_default: isDefault ? 1 : 0, updated_at: now.getTime() })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .execute();
    return toAddress(await ownAddress(trx, userId, id));
  });
}

/**
 * Deletes one of the user's addresses in one transaction; when it was the default, the most
 * recently added of the others becomes the default.
 * @throws ApiError HTTP 404 `40401` when `id` is not one of the user's addresses
 */
export async function deleteAddress(
  db: Kysely<Database>,
  userId: number,
  id: number,
): Promise<void> {
  await withOwnAddress(db, userId, id, async (trx, row) => {
    await trx
      .deleteFrom('user_addresses')
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .execute();
    if (row.is_default !== 1) return;
    const next = await trx
      .selectFrom('user_addresses')
      .select('id')
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst();
    if (next) await markDefault(trx, userId, next.id);
  });
}

/**
 * Makes one of the user's addresses the default, in one transaction (the previous default loses
 * the flag; the unique index of db/types.ts refuses two defaults).
 * @throws ApiError HTTP 404 `40401` when `id` is not one of the user's addresses
 */
export async function setDefaultAddress(
  db: Kysely<Database>,
  userId: number,
  id: number,
): Promise<void> {
  await withOwnAddress(db, userId, id, async (trx, row) => {
    if (row.is_default === 1) return;
    await clearDefault(trx, userId);
    await markDefault(trx, userId, id);
  });
}
