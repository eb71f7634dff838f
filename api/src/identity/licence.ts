import { IDENTITY_LIMITS, type LicenceContentType } from '@xingheng/shared';
import { ApiError, ERROR_CODES } from '../errors';

/**
 * Standard base64 characters with at most two `=` at the end (with a length that is a multiple of
 * 4, checked apart: a repeated group would overflow the regular expression stack on megabytes).
 */
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** The signatures a file of each accepted type starts with. */
const MAGIC: Record<LicenceContentType, Buffer> = {
  'image/jpeg': Buffer.from([0xff, 0xd8, 0xff]),
  'image/png': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
};

/** Message of an image over the limit, in MB as the form states it. */
export const LICENCE_TOO_LARGE_MSG = `营业执照图片不能超过 ${IDENTITY_LIMITS.licenceMaxBytes / 1024 / 1024} MB`;
/** Message of an image that is not a JPEG or PNG. */
export const LICENCE_TYPE_MSG = '营业执照图片仅支持 JPG 或 PNG 格式';

/** HTTP 413 `41301`: the licence image is over 5 MB. */
export function licenceTooLarge(): ApiError {
  return new ApiError(413, ERROR_CODES.licenceTooLarge, LICENCE_TOO_LARGE_MSG);
}

/** The type whose signature `bytes` start with, or null. */
export function sniffImageType(bytes: Buffer): LicenceContentType | null {
  for (const [type, magic] of Object.entries(MAGIC) as [LicenceContentType, Buffer][]) {
    if (bytes.length > magic.length && bytes.subarray(0, magic.length).equals(magic)) return type;
  }
  return null;
}

/**
 * Decodes and checks a business licence image (docs/api.md "Identity verification"): standard
 * base64, 1 byte to 5 MB decoded, a declared type of JPEG or PNG and content that starts with that
 * type's signature (the declared type alone proves nothing).
 * @param licence `{ contentType, data }` as sent (`contentType` any string, `data` base64)
 * @returns the declared type and the decoded bytes
 * @throws ApiError 400 `40001` for data that is not base64 or is empty; 413 `41301` over 5 MB;
 *   415 `41501` for another declared type or content that is not the declared JPEG or PNG
 */
export function decodeLicence(licence: { contentType: string; data: string }): {
  contentType: LicenceContentType;
  bytes: Buffer;
} {
  const { data } = licence;
  // Checked on the text first: a 5 MB image is at most this many base64 characters.
  if (data.length > Math.ceil(IDENTITY_LIMITS.licenceMaxBytes / 3) * 4) throw licenceTooLarge();
  if (data.length === 0 || data.length % 4 !== 0 || !BASE64.test(data)) {
    throw new ApiError(
      400,
      ERROR_CODES.badInput,
      '营业执照图片（licence）内容无效，请重新选择图片',
    );
  }
  const bytes = Buffer.from(data, 'base64');
  if (bytes.length > IDENTITY_LIMITS.licenceMaxBytes) throw licenceTooLarge();
  const declared = IDENTITY_LIMITS.licenceTypes.find((type) => type === licence.contentType);
  if (!declared || sniffImageType(bytes) !== declared) {
    throw new ApiError(415, ERROR_CODES.licenceType, LICENCE_TYPE_MSG);
  }
  return { contentType: declared, bytes };
}
