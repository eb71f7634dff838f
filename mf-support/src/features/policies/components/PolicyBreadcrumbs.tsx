import { Breadcrumb } from 'antd';
import { Link } from 'react-router';
import { sitePaths } from '../../../paths';

/**
 * Breadcrumbs of the support documents (SPEC §2): 首页 / 支持与服务 / the current page.
 * @param current the last crumb (the document title, or 政策与条款 on the overview)
 */
export function PolicyBreadcrumbs({ current }: { current: string }) {
  return (
    <Breadcrumb
      className="sup-breadcrumbs"
      items={[
        { key: 'home', title: <Link to={sitePaths.home}>首页</Link> },
        { key: 'support', title: <Link to={sitePaths.support}>支持与服务</Link> },
        { key: 'current', title: current },
      ]}
    />
  );
}
