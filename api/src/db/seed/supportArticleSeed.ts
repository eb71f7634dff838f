import type { SupportCategoryKey } from '@xingheng/shared';

/** A support article of the seed; `sortOrder` its place within its category. */
export interface SupportArticleSeed {
  id: number;
  title: string;
  category: SupportCategoryKey;
  summary: string;
  updatedAt: string;
  sortOrder: number;
  html: string;
}
