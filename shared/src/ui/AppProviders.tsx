import type { ReactNode } from 'react';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { antdTheme } from './theme';

/**
 * antd theme and Chinese locale for one app's tree. antd is not a shared singleton (each app
 * tree-shakes its own), so each app wraps what it renders in this component: it comes from
 * `@xingheng/shared/ui`, which is bundled into every app, so the ConfigProvider used is that app's.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={antdTheme} locale={zhCN}>
      <App component={false}>{children}</App>
    </ConfigProvider>
  );
}
