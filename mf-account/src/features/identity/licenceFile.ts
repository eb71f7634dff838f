import { IDENTITY_LIMITS, type LicenceContentType } from '@xingheng/shared';

/** A chosen licence image that passed the checks: what is sent, and what is shown. */
export interface LicenceFile {
  contentType: LicenceContentType;
  /** The bytes in standard base64 (`EnterpriseIdentityInput.licence.data`). */
  data: string;
  name: string;
  /** Size in bytes. */
  size: number;
  /** `data:` URL of the image, for the preview (allowed by the site's CSP, docs/security.md). */
  previewUrl: string;
}

/** The licence field's value: a checked image, or why the chosen file was refused. */
export type LicenceValue = LicenceFile | { error: string };

const MAX_MB = IDENTITY_LIMITS.licenceMaxBytes / 1024 / 1024;
/** Shown for a file that is not a JPEG or PNG (by its type or its content). */
export const LICENCE_TYPE_MSG = '仅支持 JPG 或 PNG 格式的图片';
/** Shown for a file over the limit. */
export const LICENCE_SIZE_MSG = `图片不能超过 ${MAX_MB} MB`;

/** The first bytes of each accepted type (what the API checks too). */
const SIGNATURES: Record<LicenceContentType, number[]> = {
  'image/jpeg': [0xff, 0xd8, 0xff],
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
};

/** Reads a file as a `data:` URL. */
function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/**
 * Checks a chosen business licence before anything is sent (docs/api.md "Identity
 * verification"): JPEG or PNG by its type and by its first bytes, at most 5 MB.
 * @param file what the user picked
 * @returns the checked image (base64 and preview), or `{ error }` with a Chinese message
 */
export async function readLicenceFile(file: File): Promise<LicenceValue> {
  const contentType = IDENTITY_LIMITS.licenceTypes.find((type) => type === file.type);
  if (!contentType) return { error: LICENCE_TYPE_MSG };
  if (file.size > IDENTITY_LIMITS.licenceMaxBytes) return { error: LICENCE_SIZE_MSG };
  if (file.size === 0) return { error: '图片内容为空，请重新选择' };
  let url: string;
  try {
    url = await readAsDataUrl(file);
  } catch {
    return { error: '无法读取该图片，请重新选择' };
  }
  const data = url.slice(url.indexOf(',') + 1);
  const head = atob(data.slice(0, 12));
  const signature = SIGNATURES[contentType];
  if (!signature.every((byte, i) => head.charCodeAt(i) === byte))
    return { error: LICENCE_TYPE_MSG };
  return { contentType, data, name: file.name, size: file.size, previewUrl: url };
}
