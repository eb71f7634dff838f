import { BUG_REPORT_LIMITS, type BugReportAttachmentInput } from '@xingheng/shared';
import { ApiError, ERROR_CODES } from '../errors';
import { sniffImageType } from '../identity/licence';

/** A type an attachment may have, found by its content. */
export type AttachmentType = (typeof BUG_REPORT_LIMITS.attachmentTypes)[number];

/** An attachment that passed the checks: its display name, type, bytes and the disk extension. */
export interface CheckedAttachment {
  /** The client's file name without any folder part (display only, never a path). */
  name: string;
  contentType: AttachmentType;
  bytes: Buffer;
  /** The extension of the server-chosen file name: `png`, `jpg` or `txt`. */
  ext: 'png' | 'jpg' | 'txt';
}

/** Base64 characters of the largest attachment (2 MB decoded). */
const MAX_BASE64 = Math.ceil(BUG_REPORT_LIMITS.attachmentBytes / 3) * 4;

/**
 * Largest body of `POST /web/bugReport`: three attachments at the limit in base64 plus 64 KiB for
 * the rest (description, names). A larger body is refused before it is read to the end, as an
 * attachment over 2 MB (413 `41302`).
 */
export const BUG_REPORT_BODY_LIMIT = BUG_REPORT_LIMITS.attachments * MAX_BASE64 + 64 * 1024;

/** See licence.ts: the length (a multiple of 4) is checked apart. */
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** Name extension → the type the content must have. */
const EXTENSIONS = new Map<string, { type: AttachmentType; ext: CheckedAttachment['ext'] }>([
  ['png', { type: 'image/png', ext: 'png' }],
  ['jpg', { type: 'image/jpeg', ext: 'jpg' }],
  ['jpeg', { type: 'image/jpeg', ext: 'jpg' }],
  ['txt', { type: 'text/plain', ext: 'txt' }],
  ['log', { type: 'text/plain', ext: 'txt' }],
]);

const TYPE_MSG = '附件仅支持 PNG、JPG 图片或 .log、.txt 文本日志';
const MB = BUG_REPORT_LIMITS.attachmentBytes / 1024 / 1024;

/** HTTP 413 `41302`: an attachment over 2 MB. */
export function attachmentTooLarge(): ApiError {
  return new ApiError(413, ERROR_CODES.bugReportAttachmentTooLarge, `单个附件不能超过 ${MB} MB`);
}

function wrongType(name: string): ApiError {
  return new ApiError(415, ERROR_CODES.bugReportAttachmentType, `${TYPE_MSG}（${name}）`);
}

/** Whether `bytes` are text: valid UTF-8 without NUL bytes. */
function isUtf8Text(bytes: Buffer): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** The last part of a file name sent with a folder (`C:\logs\a.log`, `../a.png` → `a.log`, `a.png`). */
function baseName(name: string): string {
  return name.split(/[\\/]/).pop()?.trim() ?? '';
}

/**
 * Decodes and checks one attachment of a problem report (docs/api.md "Problem reports"). The
 * type is the content's, never the declared `contentType` (browsers send `''` or
 * `application/octet-stream` for logs): a `.png` name needs the PNG signature, `.jpg`/`.jpeg` the
 * JPEG one, `.log`/`.txt` valid UTF-8 text without NUL bytes. Anything else — an HTML page named
 * `.png`, an image named `.html` — is refused.
 * @param input `{ name, contentType, data }` as sent (`data` standard base64)
 * @returns the display name, the type, the bytes and the extension the server will store it under
 * @throws ApiError 400 `40001` empty or not base64, or a name without a file name; 413 `41302`
 *   over 2 MB; 415 `41502` a type not accepted by content and name
 */
export function checkAttachment(input: BugReportAttachmentInput): CheckedAttachment {
  const name = baseName(input.name);
  const { data } = input;
  if (!name) throw new ApiError(400, ERROR_CODES.badInput, '附件（attachments）缺少文件名');
  if (data.length > MAX_BASE64) throw attachmentTooLarge();
  if (data.length === 0 || data.length % 4 !== 0 || !BASE64.test(data)) {
    throw new ApiError(
      400,
      ERROR_CODES.badInput,
      `附件（attachments）内容无效，请重新选择文件（${name}）`,
    );
  }
  const bytes = Buffer.from(data, 'base64');
  if (bytes.length > BUG_REPORT_LIMITS.attachmentBytes) throw attachmentTooLarge();
  const dot = name.lastIndexOf('.');
  const byName = dot > 0 ? EXTENSIONS.get(name.slice(dot + 1).toLowerCase()) : undefined;
  if (!byName) throw wrongType(name);
  const fits =
    byName.type === 'text/plain'
      ? sniffImageType(bytes) === null && isUtf8Text(bytes)
      : sniffImageType(bytes) === byName.type;
  if (!fits) throw wrongType(name);
  return { name, contentType: byName.type, bytes, ext: byName.ext };
}
