import { NOTICE_TYPES, type NoticeType } from '@xingheng/shared';
import { ChoiceLinks, type ChoiceLink } from '@xingheng/shared/ui';
import { noticesPath } from '../../../paths';
import '../notices.css';

const ALL = 'all';

const CHOICES: ChoiceLink[] = [
  { key: ALL, label: '全部', to: noticesPath() },
  ...(Object.keys(NOTICE_TYPES) as NoticeType[]).map((type) => ({
    key: type,
    label: NOTICE_TYPES[type],
    to: noticesPath({ type }),
  })),
];

/**
 * The type filter of `/notices` (`NOTICE_TYPES`: maintenance, service changes, releases,
 * security): 全部 plus each type, each a link to the list of that type on its first page
 * (`?type=`), so it works before the page is hydrated; the chosen one is `aria-current="page"`.
 * @param value the chosen type, `null` for 全部
 */
export function NoticeTypeFilter({ value }: { value: NoticeType | null }) {
  return (
    <ChoiceLinks
      label="公告类型"
      className="sup-notice-filter"
      choices={CHOICES}
      current={value ?? ALL}
    />
  );
}
