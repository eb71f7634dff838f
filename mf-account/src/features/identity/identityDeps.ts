import { createContext, use } from 'react';
import { fetchIdentityInfo, submitEnterpriseIdentity, submitPersonalIdentity } from './api';

/**
 * What identity verification calls out to: the API calls of `api.ts` by default; tests wrap the
 * router in `<IdentityDepsContext value={…}>` with fakes (the ESM namespace cannot be spied under
 * @swc/jest).
 */
export interface IdentityDeps {
  info: typeof fetchIdentityInfo;
  personal: typeof submitPersonalIdentity;
  enterprise: typeof submitEnterpriseIdentity;
}

/** Identity verification's dependencies; see `IdentityDeps`. */
export const IdentityDepsContext = createContext<IdentityDeps>({
  info: fetchIdentityInfo,
  personal: submitPersonalIdentity,
  enterprise: submitEnterpriseIdentity,
});

/** Reads `IdentityDeps` (the real API outside any `IdentityDepsContext`). */
export function useIdentityDeps(): IdentityDeps {
  return use(IdentityDepsContext);
}
