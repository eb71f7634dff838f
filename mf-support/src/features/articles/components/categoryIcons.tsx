import type { ReactNode } from 'react';
import {
  ApiOutlined,
  BookOutlined,
  QuestionCircleOutlined,
  SafetyCertificateOutlined,
} from '@ant-design/icons';
import type { SupportCategoryKey } from '@xingheng/shared';

/** The decorative icon of each support category (hidden from assistive technology by antd). */
export const CATEGORY_ICONS: Record<SupportCategoryKey, ReactNode> = {
  guide: <BookOutlined />,
  access: <ApiOutlined />,
  faq: <QuestionCircleOutlined />,
  policy: <SafetyCertificateOutlined />,
};
