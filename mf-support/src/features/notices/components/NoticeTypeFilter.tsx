import { Radio } from 'antd';
import { choiceFilterProps, NOTICE_TYPES, type NoticeType } from '@xingheng/shared';
import '../notices.css';

const ALL = { label: '全部', value: 'all' };

const TYPES = (Object.keys(NOTICE_TYPES) as NoticeType[]).map((type) => ({
  label: NOTICE_TYPES[type],
  value: type,
}));

/**
 * The type filter of `/notices` (`NOTICE_TYPES`: maintenance, service changes, releases,
 * security): 全部 plus each type, as a keyboard-accessible radio group of buttons.
 * @param value the selected type, `null` for 全部
 * @param onChange called with the picked type (`null` for 全部)
 */
export function NoticeTypeFilter({
  value,
  onChange,
}: {
  value: NoticeType | null;
  onChange: (type: NoticeType | null) => void;
}) {
  const filter = choiceFilterProps(ALL, TYPES, value, onChange);
  return <Radio.Group aria-label="公告类型" className="sup-notice-filter" {...filter} />;
}
