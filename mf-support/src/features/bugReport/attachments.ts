import { BUG_REPORT_LIMITS, type BugReportAttachmentInput } from '@xingheng/shared';

type AttachmentType = (typeof BUG_REPORT_LIMITS.attachmentTypes)[number];

/** The file extensions accepted and the content type each is sent as. */
const TYPE_BY_EXTENSION: Record<string, AttachmentType> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  txt: 'text/plain',
  log: 'text/plain',
};

/** A file that could not be read or sent; its message is Chinese, for the form. */
export class AttachmentReadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AttachmentReadError';
  }
}

/** The `accept` attribute of the file input. */
export const ATTACHMENT_ACCEPT = '.png,.jpg,.jpeg,.txt,.log';

/** The size limit in MB, for messages. */
const LIMIT_MB = BUG_REPORT_LIMITS.attachmentBytes / (1024 * 1024);

/**
 * The content type an attachment is sent as, from its extension (browsers give `.log` files no
 * type; the server checks the content itself).
 * @param name the file name, e.g. `rover.log`
 * @returns `image/png`, `image/jpeg` or `text/plain`, or `null` for any other extension
 */
export function attachmentContentType(name: string): AttachmentType | null {
  const dot = name.lastIndexOf('.');
  if (dot < 0) return null;
  return TYPE_BY_EXTENSION[name.slice(dot + 1).toLowerCase()] ?? null;
}

/**
 * What is wrong with one file on its own (type and size, `BUG_REPORT_LIMITS`).
 * @param file name and size in bytes
 * @returns the Chinese message, or `null` when the file may be attached
 */
export function fileProblem(file: { name: string; size: number }): string | null {
  if (attachmentContentType(file.name) === null) {
    return `“${file.name}”的格式不支持，请上传 PNG、JPG 图片或 .log、.txt 日志文件`;
  }
  if (file.size > BUG_REPORT_LIMITS.attachmentBytes) {
    return `“${file.name}”超过 ${LIMIT_MB} MB，请压缩或截取后再上传`;
  }
  if (file.size === 0) return `“${file.name}”是空文件`;
  return null;
}

/**
 * Whether a file may be added to a report that already holds `countBefore` attachments.
 * @param file name and size in bytes
 * @param countBefore attachments already chosen (including earlier files of the same selection)
 * @returns the Chinese message, or `null` when it may be added
 */
export function attachmentError(
  file: { name: string; size: number },
  countBefore: number,
): string | null {
  const problem = fileProblem(file);
  if (problem) return problem;
  if (countBefore >= BUG_REPORT_LIMITS.attachments) {
    return `最多上传 ${BUG_REPORT_LIMITS.attachments} 个附件，“${file.name}”未添加`;
  }
  return null;
}

function fileName(file: Blob): string {
  return file instanceof File ? file.name : '附件';
}

/**
 * Reads a file as base64 (no `data:` prefix), as `BugReportAttachmentInput.data` wants it.
 * Browser only (`FileReader`): called when the form is sent.
 * @param file the chosen file
 * @returns the base64 text
 * @throws AttachmentReadError when the file cannot be read
 */
export function readAsBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = typeof reader.result === 'string' ? reader.result : '';
      resolve(url.slice(url.indexOf(',') + 1));
    };
    reader.onerror = () =>
      reject(new AttachmentReadError(`“${fileName(file)}”读取失败，请重新选择`));
    reader.readAsDataURL(file);
  });
}

/**
 * An attachment as sent (`BugReportAttachmentInput`).
 * @param file the chosen file (its name decides the content type)
 * @returns `{ name, contentType, data }`
 * @throws AttachmentReadError when the file cannot be read or its type is not accepted
 */
export async function toAttachmentInput(file: File): Promise<BugReportAttachmentInput> {
  const contentType = attachmentContentType(file.name);
  if (contentType === null) throw new AttachmentReadError(fileProblem(file) ?? '附件格式不支持');
  return { name: file.name, contentType, data: await readAsBase64(file) };
}
