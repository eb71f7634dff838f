import type { NewsTable } from '../types';
import { newsFirstHalf } from './newsFirstHalf';
import { newsSecondHalf } from './newsSecondHalf';

/** A news article of the seed: `paragraphs` become the `<p>` elements of its `html`. */
export interface NewsSeed extends Omit<NewsTable, 'html' | 'published_at'> {
  publishedAt: string;
  paragraphs: string[];
}

/** Twelve articles over 2026 as table rows. */
export function newsRows(): NewsTable[] {
  return [...newsFirstHalf, ...newsSecondHalf].map(({ paragraphs, publishedAt, ...rest }) => ({
    ...rest,
    published_at: publishedAt,
    html: paragraphs.map((p) => `<p>${p}</p>`).join('\n'),
  }));
}
