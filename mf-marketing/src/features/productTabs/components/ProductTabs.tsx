import { Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import type { ServiceProduct } from '@xingheng/shared';
import { ServiceCatalog } from '../../services/components/ServiceCatalog';
import { searchForTab, tabFromSearch, toTabKey } from '../tabParam';
import { HardwareTab } from './HardwareTab';
import { SolutionsTab } from './SolutionsTab';

/**
 * The three tabs of `/productSolution` (SPEC §2): 1 高精度定位服务, 2 GNSS 与 IMU 硬件,
 * 3 更多行业方案. The selected tab is the URL's `?tab=` (read with `tabFromSearch`, so Back/Forward
 * switch tabs); choosing a tab pushes a new history entry with `searchForTab` (tab 1 removes the
 * parameter) without scrolling to the top.
 * @param services the loader's service list for tab 1 (`null` = failed: inline error)
 */
export function ProductTabs({ services }: { services: ServiceProduct[] | null }) {
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
        { key: '1', label: '高精度定位服务', children: <ServiceCatalog services={services} /> },
        { key: '2', label: 'GNSS 与 IMU 硬件', children: <HardwareTab /> },
        { key: '3', label: '更多行业方案', children: <SolutionsTab /> },
      ]}
    />
  );
}
