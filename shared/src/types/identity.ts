/**
 * Wire types and limits of identity verification (实名认证, SPEC §2 `/user/auth`; docs/api.md
 * "Identity verification"). The limits and the name rules are checked by the forms and again by
 * the API, which never trusts the client's checks; the check digits are in `lib/checkDigits.ts`.
 */

/** Where a user's verification stands: none submitted, waiting for review, approved, rejected. */
export type IdentityStatus = 'none' | 'pending' | 'approved' | 'rejected';

/** A person (name and resident ID number) or an enterprise (company, credit code, licence). */
export type IdentityKind = 'personal' | 'enterprise';

/**
 * Answer of `GET /api/user/auth/info` and of both submissions: the user's latest verification.
 * - `status` `none`: nothing submitted; every other field is null.
 * - `name`: the real name (personal) or the company name (enterprise).
 * - `maskedNumber`: the ID number or credit code with all but the first and last 4 characters
 *   replaced by `*` (`1101**********002X`); the full number is never sent back.
 * - `submittedAt`, `reviewedAt`: epoch ms; `reviewedAt` null while pending.
 * - `rejectReason`: why it was rejected (Chinese, from the reviewer), only when `rejected`.
 */
export interface IdentityInfo {
  status: IdentityStatus;
  kind: IdentityKind | null;
  name: string | null;
  maskedNumber: string | null;
  submittedAt: number | null;
  reviewedAt: number | null;
  rejectReason: string | null;
}

/**
 * Body of `POST /api/user/auth/personal`: `realName` (`isRealName`) and `idNumber`, the 18-character
 * resident ID number of GB 11643 (`isResidentIdNumber`; a final `x` is read as `X`).
 */
export interface PersonalIdentityInput {
  realName: string;
  idNumber: string;
}

/** The image types a business licence may be: JPEG or PNG (checked by content, not by name). */
export type LicenceContentType = 'image/jpeg' | 'image/png';

/**
 * Body of `POST /api/user/auth/enterprise`: `companyName` (`isCompanyName`), `creditCode` (the
 * 18-character unified social credit code of GB 32100, `isUnifiedSocialCreditCode`) and the
 * business licence image: its declared `contentType` and its bytes in standard base64 (`data`, at
 * most `IDENTITY_LIMITS.licenceMaxBytes` once decoded).
 */
export interface EnterpriseIdentityInput {
  companyName: string;
  creditCode: string;
  licence: { contentType: LicenceContentType; data: string };
}

/** Limits of identity verification, shared by the forms and the API. */
export const IDENTITY_LIMITS = {
  /** Largest business licence image: 5 MB (5 × 1024 × 1024 bytes), decoded. */
  licenceMaxBytes: 5 * 1024 * 1024,
  /** The licence image types accepted. */
  licenceTypes: ['image/jpeg', 'image/png'] as readonly LicenceContentType[],
  /** Real name: 2–30 characters. */
  realNameMin: 2,
  realNameMax: 30,
  /** Company name: 2–100 characters. */
  companyNameMin: 2,
  companyNameMax: 100,
  /** Operator's reason for a rejection: 1–200 characters. */
  rejectReasonMax: 200,
} as const;

/** A run of Chinese (Han) characters, optionally joined by middle dots (`买买提·艾力`). */
const REAL_NAME = /^\p{Script=Han}+(?:·\p{Script=Han}+)*$/u;

/**
 * True for a real name as on a resident ID card: 2–30 Chinese characters, middle dots (`·`, U+00B7)
 * allowed between them (never first, last or doubled). No trimming: pass the trimmed value.
 */
export function isRealName(value: string): boolean {
  const length = [...value].length;
  return (
    length >= IDENTITY_LIMITS.realNameMin &&
    length <= IDENTITY_LIMITS.realNameMax &&
    REAL_NAME.test(value)
  );
}

/**
 * True for a company name: 2–100 characters (a character outside the BMP counts once), no control
 * characters. No trimming: pass the trimmed value.
 */
export function isCompanyName(value: string): boolean {
  const length = [...value].length;
  return (
    length >= IDENTITY_LIMITS.companyNameMin &&
    length <= IDENTITY_LIMITS.companyNameMax &&
    !/\p{Cc}/u.test(value)
  );
}

/**
 * An ID number or credit code as shown back to its owner: the first 4 and last 4 characters, the
 * rest `*` (`11010519491231002X` → `1101**********002X`).
 */
export function maskIdentityNumber(value: string): string {
  if (value.length <= 8) return '*'.repeat(value.length);
  return `${value.slice(0, 4)}${'*'.repeat(value.length - 8)}${value.slice(-4)}`;
}
