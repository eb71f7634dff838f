import { Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { searchForTab, tabFromSearch, toTabKey } from '../tabParam';
import { HardwareTab } from './HardwareTab';
import { SolutionsTab } from './SolutionsTab';

/**
 * The three tabs of `/productSolution` (SPEC §2): 1 高精度定位服务, 2 GNSS 与 IMU 硬件,
 * 3 更多行业方案. The selected tab is the URL's `?tab=` (read with `tabFromSearch`, so Back/Forward
 * switch tabs); choosing a tab pushes a new history entry with `searchForTab` (tab 1 removes the
 * parameter) without scrolling to the top.
 * @param servicesTab the content of tab 1, composed by the route from the services feature (the
 *   service catalogue), so this feature does not import another one
 */
export function ProductTabs({ servicesTab }: { servicesTab: ReactNode }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const active = tabFromSearch(searchParams);
  return (
    <Tabs
      activeKey={active}
      size="large"
      onChange={(key) =>
        setSearchParams(searchForTab(toTabKey(key), searchParams), { preventScrollReset: true })
      }
      items={[
        { key: '1', label: '高精度定位服务', children: servicesTab },
        { key: '2', label: 'GNSS 与 IMU 硬件', children: <HardwareTab /> },
        { key: '3', label: '更多行业方案', children: <SolutionsTab /> },
      ]}
    />
  );
}
