/**
 * A delivery address of the address book (docs/api.md "Address book"): `id` a random 9-digit
 * integer, region codes 6-digit GB/T 2260 codes with the names they had when saved, `postcode`
 * null when none, `is_default` 0/1 (exactly one 1 per user who has addresses), instants epoch ms.
 */
export interface UserAddressTable {
  id: number;
  user_id: number;
  recipient: string;
  mobile: string;
  province_code: string;
  province_name: string;
  city_code: string;
  city_name: string;
  district_code: string;
  district_name: string;
  detail: string;
  postcode: string | null;
  is_default: number;
  created_at: number;
  updated_at: number;
}

/** The address area's tables, as `Database` (db/types.ts) composes them. */
export interface AddressTables {
  user_addresses: UserAddressTable;
}
