import type { FastifySchemaValidationError } from 'fastify';

/** Chinese names of the request fields, for validation messages. */
const FIELD_LABELS: Record<string, string> = {
  page: '页码',
  pageSize: '每页条数',
  category: '新闻分类',
  id: '文档编号',
  challengeId: '验证码编号',
  trace: '拖动轨迹',
  ticket: '验证码票据',
  randstr: '验证码随机串',
  rand: '验证码随机串',
  phone: '手机号',
  password: '密码',
};

const PART_LABELS: Record<string, string> = {
  body: '请求体',
  querystring: '查询参数',
  params: '路径参数',
  headers: '请求头',
};

/**
 * The Chinese message of a failed schema validation, naming the first bad field, e.g.
 * `手机号（phone）格式不正确`; `请求体格式不正确` when the whole part is missing or malformed. A schema's
 * own message that already names the field (`联系电话（phone）格式不正确`, set with zod's `error`), or
 * a field inside it (`加载耗时（durationMs）…` for `/loads/0/durationMs`), is used as is.
 */
export function validationMessage(
  issues: FastifySchemaValidationError[],
  context: string | undefined,
): string {
  const path = issues[0]?.instancePath ?? '';
  const segments = path.split('/').filter(Boolean);
  const field = segments[0];
  if (!field) return `${PART_LABELS[context ?? ''] ?? '请求参数'}格式不正确`;
  const own = issues[0]?.message ?? '';
  // A field inside a list (`/loads/0/durationMs`) may be the one its message names.
  if (segments.some((segment) => own.includes(`（${segment}）`))) return own;
  const label = FIELD_LABELS[field];
  return label ? `${label}（${field}）格式不正确` : `参数 ${field} 格式不正确`;
}
