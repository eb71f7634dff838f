import type { ThemeConfig } from 'antd';

/**
 * The site's antd theme: one definition, applied by every app's providers (docs/stack.md "Size and
 * speed": antd is not shared, so the look is kept identical here).
 */
export const antdTheme: ThemeConfig = {
  token: {
    colorPrimary: '#1663ff',
    colorLink: '#1663ff',
    colorError: '#e5484d',
    borderRadius: 6,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Segoe UI', Roboto, sans-serif",
  },
  components: {
    Layout: { headerBg: '#ffffff', bodyBg: '#ffffff', footerBg: '#0f1b2d' },
  },
};
