import { ChoiceLinks } from '@xingheng/shared/ui';
import { newsListPath } from '../../../paths';
import { ALL_CATEGORIES } from '../newsQuery';

/**
 * The category filter of the news list: 全部 plus each category, as a row of links to page 1 of
 * that category (`/news?category=…`), so it works before the page is hydrated, with the keyboard,
 * and Back restores the previous choice.
 * @param categories the categories in use (`GET /api/web/news/categories`)
 * @param value the selected category, `null` for 全部
 */
export function NewsCategoryFilter({
  categories,
  value,
}: {
  categories: readonly string[];
  value: string | null;
}) {
  const choices = [
    { key: '', label: ALL_CATEGORIES, to: newsListPath() },
    ...categories.map((name) => ({ key: name, label: name, to: newsListPath({ category: name }) })),
  ];
  return (
    <ChoiceLinks
      label="新闻分类"
      className="mkt-news-filter"
      choices={choices}
      current={value ?? ''}
    />
  );
}
