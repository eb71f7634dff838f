import type { IconDefinition } from '@ant-design/icons-svg/lib/types';
import ApiOutlined from '@ant-design/icons-svg/lib/asn/ApiOutlined';
import BookOutlined from '@ant-design/icons-svg/lib/asn/BookOutlined';
import QuestionCircleOutlined from '@ant-design/icons-svg/lib/asn/QuestionCircleOutlined';
import SafetyCertificateOutlined from '@ant-design/icons-svg/lib/asn/SafetyCertificateOutlined';
import type { SupportCategoryKey } from '@xingheng/shared';

/**
 * The decorative icon of each support category (antd's icon drawings, drawn by `PlainIcon`
 * without the icon runtime; hidden from assistive technology).
 */
export const CATEGORY_ICONS: Record<SupportCategoryKey, IconDefinition> = {
  guide: BookOutlined,
  access: ApiOutlined,
  faq: QuestionCircleOutlined,
  policy: SafetyCertificateOutlined,
};
