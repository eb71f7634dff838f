import { apiGet, apiPost, type Address, type AddressInput, type Region } from '@xingheng/shared';

/**
 * The divisions under `parentCode` (docs/api.md "Address book"): provinces without it, a
 * province's cities, a city's districts; 6-digit GB/T 2260 codes.
 * @throws ApiFailure 40401 for an unknown code
 */
export function fetchRegions(parentCode?: string): Promise<Region[]> {
  return apiGet<Region[]>('/user/prov/list', parentCode ? { params: { parentCode } } : undefined);
}

/** The logged-in user's addresses, the default first (`GET /api/user/address/list`). */
export function fetchAddresses(): Promise<Address[]> {
  return apiGet<Address[]>('/user/address/list');
}

/**
 * Adds an address; silent (the form shows the `msg`).
 * @throws ApiFailure 40001 naming the field, 40030 at the 21st address
 */
export function createAddress(input: AddressInput): Promise<Address> {
  return apiPost<Address>('/user/address/add', input, { silent: true });
}

/**
 * Replaces an address's fields; silent (the form shows the `msg`).
 * @throws ApiFailure 40001, 40031 (the default cannot be unset), 40401 not the user's address
 */
export function updateAddress(id: number, input: AddressInput): Promise<Address> {
  return apiPost<Address>('/user/address/update', { id, ...input }, { silent: true });
}

/** Deletes an address (a deleted default passes to the newest other). @throws ApiFailure 40401 */
export function deleteAddress(id: number): Promise<null> {
  return apiPost<null>('/user/address/delete', { id });
}

/** Makes an address the default. @throws ApiFailure 40401 */
export function setDefaultAddress(id: number): Promise<null> {
  return apiPost<null>('/user/address/set/defaultAddress', { id });
}
