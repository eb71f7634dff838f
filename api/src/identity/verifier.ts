import type { LicenceContentType } from '@xingheng/shared';

/**
 * What a verifier decides about a submission (docs/api.md "Identity verification"): approved at
 * once, left pending for an operator, or rejected with a Chinese `reason` shown to the user.
 */
export type IdentityDecision =
  | { status: 'approved' }
  | { status: 'pending' }
  | { status: 'rejected'; reason: string };

/** A personal submission as checked by the API: trimmed name, ID number in upper case. */
export interface PersonalSubject {
  userId: number;
  realName: string;
  idNumber: string;
}

/** An enterprise submission as checked by the API: credit code in upper case, licence bytes. */
export interface EnterpriseSubject {
  userId: number;
  companyName: string;
  creditCode: string;
  licence: { contentType: LicenceContentType; bytes: Buffer };
}

/**
 * Decides identity submissions that passed the API's own checks (names, check digits, licence type
 * and size). A real implementation asks an identity service (the full ID number is only ever
 * handed to it, never stored) and must not log what it is given. A verifier that throws leaves the
 * submission pending for an operator.
 */
export interface IdentityVerifier {
  personal(subject: PersonalSubject): Promise<IdentityDecision>;
  enterprise(subject: EnterpriseSubject): Promise<IdentityDecision>;
}

/**
 * The default verifier (docs/api.md "Identity verification"): approves every personal submission
 * (the API has already checked the name and the GB 11643 check digit) and leaves every enterprise
 * submission pending for an operator (`npm run identity`).
 */
export const defaultIdentityVerifier: IdentityVerifier = {
  personal: () => Promise.resolve({ status: 'approved' }),
  enterprise: () => Promise.resolve({ status: 'pending' }),
};
