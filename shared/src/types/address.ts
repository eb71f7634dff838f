/**
 * Wire types of the address book (SPEC §7 `/api/user/address/*`, `/api/user/prov/list`; SPEC §3
 * leaves the fields open, these are ours: docs/api.md "Address book").
 */

/**
 * One administrative region of the province → city → district cascade. `code` is its 6-digit
 * GB/T 2260 code (`110000` 北京市, `110100` 市辖区, `110101` 东城区); `hasChildren` is false for a
 * district (the last level).
 */
export interface Region {
  code: string;
  name: string;
  hasChildren: boolean;
}

/**
 * What a customer enters for a delivery address (`add`; `update` adds `id`).
 * - `recipient`: 2–20 characters; `mobile`: mainland mobile number, 11 digits `1[3-9]…`;
 * - `provinceCode`, `cityCode`, `districtCode`: 6-digit GB/T 2260 codes forming one chain of the
 *   region data (the city lies in the province, the district in the city);
 * - `detail`: street, building and room, 5–120 characters; `postcode`: 6 digits, optional;
 * - `isDefault`: make it the default address (the first address is always the default).
 */
export interface AddressInput {
  recipient: string;
  mobile: string;
  provinceCode: string;
  cityCode: string;
  districtCode: string;
  detail: string;
  postcode?: string | null;
  isDefault?: boolean;
}

/**
 * A stored delivery address: the input with the region names of its codes, `postcode` null when
 * none was given, and exactly one `isDefault` among a user's addresses. Instants are epoch ms.
 */
export interface Address {
  id: number;
  recipient: string;
  mobile: string;
  provinceCode: string;
  provinceName: string;
  cityCode: string;
  cityName: string;
  districtCode: string;
  districtName: string;
  detail: string;
  postcode: string | null;
  isDefault: boolean;
  createdAt: number;
  updatedAt: number;
}
