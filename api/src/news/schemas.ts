import { z } from 'zod';
import { pageFields } from '../http/paging';

/** Query of the news list: `page` ≥ 1 (default 1), `pageSize` 1–50 (default 10), `category?`. */
export const newsQuerySchema = z.object({
  ...pageFields,
  category: z.string().trim().min(1).max(16).optional(),
});

/** A parsed news list query. */
export type NewsQuery = z.infer<typeof newsQuerySchema>;

const ID_MSG = '新闻编号（id）格式不正确';

/** Path params of `/web/news/:id`: a positive integer (else 400 `40001` naming `id`). */
export const newsIdParams = z.object({
  id: z.coerce.number({ error: ID_MSG }).int({ error: ID_MSG }).positive({ error: ID_MSG }),
});
