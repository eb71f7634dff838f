import {
  BUG_REPORT_LIMITS,
  BUG_REPORT_CATEGORIES,
  type BugReportCategory,
  type BugReportInput,
} from '@xingheng/shared';
import type { PlainRule } from '@xingheng/shared/ui';
import { contactError } from '../../lib/contact';
import { toAttachmentInput } from './attachments';

/** The report form's text values as typed (the category is `''` until one is chosen). */
export interface BugReportFormValues {
  category: string;
  subject: string;
  description: string;
  contact: string;
}

function lengthError(label: string, limits: { min: number; max: number }, raw?: string) {
  const value = (raw ?? '').trim();
  if (value === '') return `请填写${label}`;
  const length = [...value].length;
  if (length < limits.min || length > limits.max) {
    return `${label}应为 ${limits.min}–${limits.max} 个字符`;
  }
  return null;
}

/**
 * Checks one text field of the report form with the API's limits (`BUG_REPORT_LIMITS`, lengths in
 * characters after trimming; the contact a mainland mobile number or an e-mail address).
 * @param field `subject`, `description` or `contact`
 * @param raw the value as typed
 * @returns the Chinese message, or `null` when valid
 */
export function bugReportFieldError(
  field: 'subject' | 'description' | 'contact',
  raw: string | undefined,
): string | null {
  switch (field) {
    case 'subject':
      return lengthError('涉及的服务或设备', BUG_REPORT_LIMITS.subject, raw);
    case 'description':
      return lengthError('问题描述', BUG_REPORT_LIMITS.description, raw);
    case 'contact':
      return contactError(raw);
  }
}

/**
 * The rules of the report form's fields for `usePlainForm`: a category must be chosen; the texts
 * are checked by `bugReportFieldError`.
 */
export const BUG_REPORT_RULES: Record<keyof BugReportFormValues, readonly PlainRule[]> = {
  category: [{ required: true, message: '请选择问题类型' }],
  subject: [{ check: (value) => bugReportFieldError('subject', String(value)) }],
  description: [{ check: (value) => bugReportFieldError('description', String(value)) }],
  contact: [{ check: (value) => bugReportFieldError('contact', String(value)) }],
};

function isCategory(value: string): value is BugReportCategory {
  return value in BUG_REPORT_CATEGORIES;
}

/**
 * The request body of a validated form: trimmed texts and the attachments read as base64.
 * @param values the form's values (validated)
 * @param files the chosen attachments
 * @returns `BugReportInput`
 * @throws AttachmentReadError when an attachment cannot be read
 */
export async function toBugReportInput(
  values: BugReportFormValues,
  files: readonly File[],
): Promise<BugReportInput> {
  return {
    category: isCategory(values.category) ? values.category : 'other',
    subject: values.subject.trim(),
    description: values.description.trim(),
    contact: values.contact.trim(),
    attachments: await Promise.all(files.map(toAttachmentInput)),
  };
}
