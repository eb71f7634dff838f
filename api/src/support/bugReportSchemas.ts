import { z } from 'zod';
import { BUG_REPORT_CATEGORIES, BUG_REPORT_LIMITS, type BugReportCategory } from '@xingheng/shared';
import { normaliseContact } from './contact';
import { TICKET_NO } from './reports';
import { freeText } from '../validation/freeText';

const { subject, description } = BUG_REPORT_LIMITS;
const CATEGORY_MSG = '问题类别（category）须为 service、device、account、website 或 other';
const CONTACT_MSG = '联系方式（contact）须为中国大陆手机号或电子邮箱';
const ATTACHMENTS_MSG = `附件（attachments）最多 ${BUG_REPORT_LIMITS.attachments} 个`;
const ATTACHMENT_MSG = '附件（attachments）须包含文件名（name）、类型（contentType）和内容（data）';
const NAME_MSG = '附件（attachments）的文件名须为 1–255 个字符，不能包含控制字符';
const TICKET_MSG = '工单号（ticketNo）格式不正确，应形如 BR20261124-7K3Q9D';
const INDEX_MSG = `附件序号（index）须为 0–${BUG_REPORT_LIMITS.attachments - 1} 的整数`;

const CATEGORY_KEYS = Object.keys(BUG_REPORT_CATEGORIES) as BugReportCategory[];

/** A contact, normalised (`normaliseContact`); anything else fails with the contact message. */
const contact = z.string({ error: CONTACT_MSG }).transform((value, ctx) => {
  const normalised = normaliseContact(value);
  if (normalised === null) {
    ctx.addIssue({ code: 'custom', message: CONTACT_MSG });
    return z.NEVER;
  }
  return normalised;
});

/**
 * Body of `POST /web/bugReport` (`BugReportInput`): category a key of `BUG_REPORT_CATEGORIES`,
 * subject and description trimmed within `BUG_REPORT_LIMITS`, contact a mainland mobile number or
 * e-mail (normalised), at most 3 attachments (default none; their content is checked after).
 */
export const bugReportBody = z.object({
  category: z.enum(CATEGORY_KEYS, { error: CATEGORY_MSG }),
  subject: freeText({ label: '涉及的服务或设备', field: 'subject', ...subject }),
  description: freeText({
    label: '问题描述',
    field: 'description',
    ...description,
    multiline: true,
  }),
  contact,
  attachments: z
    .array(
      z.object(
        {
          name: z
            .string({ error: NAME_MSG })
            .min(1, { error: NAME_MSG })
            .max(255, { error: NAME_MSG })
            .regex(/^[^\p{Cc}\p{Cf}]+$/u, { error: NAME_MSG }),
          contentType: z.string({ error: ATTACHMENT_MSG }).max(100, { error: ATTACHMENT_MSG }),
          data: z.string({ error: ATTACHMENT_MSG }),
        },
        { error: ATTACHMENT_MSG },
      ),
      { error: ATTACHMENTS_MSG },
    )
    .max(BUG_REPORT_LIMITS.attachments, { error: ATTACHMENTS_MSG })
    .default([]),
});

/**
 * Query of `/web/bugReport/lookup`: `ticketNo` (trimmed, upper-cased, `BR` + 8 digits + `-` + 6
 * characters) and `contact?` (normalised; without it the report must be the logged-in user's).
 */
export const lookupQuery = z.object({
  ticketNo: z
    .string({ error: TICKET_MSG })
    .trim()
    .toUpperCase()
    .regex(TICKET_NO, { error: TICKET_MSG }),
  contact: contact.optional(),
});

/** Query of `/web/bugReport/attachment`: the lookup's plus `index` (0-based). */
export const attachmentQuery = lookupQuery.extend({
  index: z.coerce
    .number({ error: INDEX_MSG })
    .int({ error: INDEX_MSG })
    .min(0, { error: INDEX_MSG })
    .max(BUG_REPORT_LIMITS.attachments - 1, { error: INDEX_MSG }),
});
