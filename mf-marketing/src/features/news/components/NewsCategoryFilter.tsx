import { Radio } from 'antd';
import { choiceFilterProps } from '@xingheng/shared';
import { ALL_CATEGORIES } from '../newsQuery';

/**
 * The category filter of the news list ("category filter"): 全部 plus each category, as
 * a keyboard-accessible radio group of buttons.
 * @param categories the categories in use (`GET /api/web/news/categories`)
 * @param value the selected category, `null` for 全部
 * @param onChange called with the picked category (`null` for 全部)
 */
export function NewsCategoryFilter({
  categories,
  value,
  onChange,
}: {
  categories: readonly string[];
  value: string | null;
  onChange: (category: string | null) => void;
}) {
  const filter = choiceFilterProps(
    { label: ALL_CATEGORIES, value: ALL_CATEGORIES },
    categories.map((name) => ({ label: name, value: name })),
    value,
    onChange,
  );
  return <Radio.Group aria-label="新闻分类" className="mkt-news-filter" {...filter} />;
}
