import type { IconDefinition } from '@ant-design/icons-svg/lib/types';
import BugOutlined from '@ant-design/icons-svg/lib/asn/BugOutlined';
import EnvironmentOutlined from '@ant-design/icons-svg/lib/asn/EnvironmentOutlined';
import FileSearchOutlined from '@ant-design/icons-svg/lib/asn/FileSearchOutlined';
import NotificationOutlined from '@ant-design/icons-svg/lib/asn/NotificationOutlined';
import RadarChartOutlined from '@ant-design/icons-svg/lib/asn/RadarChartOutlined';
import { SITE, TitledList } from '@xingheng/shared';
import { Link } from '@xingheng/shared/router';
import { PlainIcon } from '@xingheng/shared/ui';
import { paths } from '../../../paths';
import '../articles.css';

interface Shortcut {
  to: string;
  title: string;
  text: string;
  icon: IconDefinition;
}

const SHORTCUTS: Shortcut[] = [
  {
    to: paths.notices,
    title: '服务公告',
    text: '维护计划、服务变更与版本发布',
    icon: NotificationOutlined,
  },
  {
    to: paths.bugReport,
    title: '问题反馈',
    text: '定位异常、设备故障或网站问题',
    icon: BugOutlined,
  },
  {
    to: paths.bugResponse,
    title: '反馈查询',
    text: '凭工单号与联系方式查看处理进度',
    icon: FileSearchOutlined,
  },
  {
    to: paths.iono,
    title: '电离层监测',
    text: '全国电离层活跃程度与对固定时间的影响',
    icon: RadarChartOutlined,
  },
  {
    to: paths.map,
    title: '覆盖范围',
    text: '厘米级与亚米级服务覆盖的省市',
    icon: EnvironmentOutlined,
  },
];

/**
 * The side block of `/support`: links to the notices, the problem report and its lookup, the
 * ionosphere map and the coverage map (plain links: their pages load ECharts and the map data,
 * `/support` never does), and the service phone.
 */
export function SupportShortcuts() {
  return (
    <TitledList
      as="nav"
      className="sup-shortcuts"
      headingId="sup-shortcuts-heading"
      headingClassName="sup-side-heading"
      title="自助服务"
      listClassName="sup-shortcut-list"
      items={SHORTCUTS}
      itemKey={(item) => item.to}
      renderItem={(item) => (
        <Link to={item.to} className="sup-shortcut">
          <span className="sup-shortcut-icon" aria-hidden="true">
            <PlainIcon icon={item.icon} />
          </span>
          <span className="sup-shortcut-body">
            <span className="sup-shortcut-title">{item.title}</span>
            <span className="sup-shortcut-text">{item.text}</span>
          </span>
        </Link>
      )}
    >
      <p className="sup-hotline">
        客服热线 <a href={`tel:${SITE.phone}`}>{SITE.phone}</a>
        <br />
        <span>{SITE.phoneHours}</span>
      </p>
    </TitledList>
  );
}
