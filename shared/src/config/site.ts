/**
 * The site's brand, contact details and layout constants: the one place they live (SPEC §2 and §9).
 * Figures and numbers are illustrative.
 */
export const SITE = {
  brand: '星衡时空',
  brandEn: 'Xingheng Spacetime',
  slogan: '厘米级高精度卫星定位服务',
  description:
    '星衡时空提供厘米级与亚米级 GNSS 高精度定位服务、GNSS/IMU 硬件与智能驾驶、低空经济等行业解决方案。',
  complaintEmail: 'service@xingheng-space.com',
  phone: '400-820-1688',
  phoneHours: '工作日 9:00–18:00',
  copyright: '© 2026 星衡时空（北京）科技有限公司 版权所有',
  icpFiling: '京ICP备2026018862号-1',
  psbFiling: '京公网安备11010802046121号',
  wechatQrText: 'https://weixin.qq.com/r/xingheng-space',
  weiboQrText: 'https://weibo.com/xinghengspace',
} as const;

/** Layout constants (SPEC §9), in CSS pixels. */
export const LAYOUT = {
  contentWidth: 1200,
  mobileBreakpoint: 768,
  headerHeight: 64,
  headerHeightMobile: 54,
  drawerOffset: 54,
} as const;

/** Navigation progress bar (SPEC §9): shown only after `throttleMs`, full run in `durationMs`. */
export const PROGRESS = { throttleMs: 200, durationMs: 5000, minFetchDelayMs: 200 } as const;

/** Auth cookie (SPEC §4, §9): name, lifetime in hours, path. */
export const AUTH_COOKIE = { name: 'xh_token', hours: 12, path: '/' } as const;

/** The service id whose presence switches the footer's Orion link (SPEC §2, §9). */
export const ORION_SERVICE_ID = 8;

/** Link prefetch rules (SPEC §9). */
export const PREFETCH = { idleTimeoutMs: 2000, skipEffectiveTypes: ['slow-2g', '2g'] } as const;

/** Builds a document title in the site's format: `页面 - 星衡时空`. */
export function pageTitle(page?: string): string {
  return page ? `${page} - ${SITE.brand}` : `${SITE.brand} - ${SITE.slogan}`;
}
