import type { FormRule, UploadFile } from 'antd';
import { BUG_REPORT_LIMITS, type BugReportCategory, type BugReportInput } from '@xingheng/shared';
import { contactError } from '../../lib/contact';
import { toAttachmentInput } from './attachments';

/** The report form's values as typed. */
export interface BugReportFormValues {
  category?: BugReportCategory;
  subject?: string;
  description?: string;
  contact?: string;
  attachments?: UploadFile[];
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
 * The antd rules of a text field (`bugReportFieldError` as a validator).
 * @param field the field
 * @returns rules for `Form.Item`
 */
export function fieldRules(field: 'subject' | 'description' | 'contact'): FormRule[] {
  return [
    {
      required: true,
      validator: async (_rule, value: string | undefined) => {
        const error = bugReportFieldError(field, value);
        if (error) throw new Error(error);
      },
    },
  ];
}

/**
 * The request body of a validated form: trimmed texts and the attachments read as base64.
 * @param values the form's values (validated)
 * @returns `BugReportInput`
 * @throws Error when an attachment cannot be read
 */
export async function toBugReportInput(values: BugReportFormValues): Promise<BugReportInput> {
  const files = (values.attachments ?? []).flatMap((item) =>
    item.originFileObj ? [item.originFileObj] : [],
  );
  return {
    category: values.category ?? 'other',
    subject: (values.subject ?? '').trim(),
    description: (values.description ?? '').trim(),
    contact: (values.contact ?? '').trim(),
    attachments: await Promise.all(files.map(toAttachmentInput)),
  };
}
