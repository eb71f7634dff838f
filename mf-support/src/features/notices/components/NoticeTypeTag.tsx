import { NOTICE_TYPES, type NoticeType } from '@xingheng/shared';
import { Tag, type TagColor } from '../../../components/Tag';

const COLORS: Record<NoticeType, TagColor> = {
  maintenance: 'orange',
  change: 'blue',
  release: 'green',
  security: 'red',
};

/**
 * The type of a notice as a coloured tag (维护公告, 服务变更, 版本发布, 安全公告).
 * @param type a `NoticeType`
 */
export function NoticeTypeTag({ type }: { type: NoticeType }) {
  return <Tag color={COLORS[type]}>{NOTICE_TYPES[type]}</Tag>;
}
