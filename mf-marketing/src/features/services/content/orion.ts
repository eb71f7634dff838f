import type { ServiceDescription } from '../serviceDescription';

/**
 * Orion, the satellite-based augmentation service, as static content: the page
 * `/productSolution/services/details_xc` shown when the service list has no id 8 (SPEC §2).
 * Figures are illustrative.
 */
export const ORION_SERVICE: ServiceDescription = {
  name: 'Orion 星基增强服务',
  tagline: '卫星 L 波段播发 PPP-RTK 改正数，没有移动网络的海上与边远地区也能稳定获得高精度位置。',
  description: [
    'Orion 基于星衡时空全球监测站网实时计算卫星精密轨道、钟差、相位偏差与区域电离层、对流层改正，以 PPP-RTK 的方式生成状态空间改正数（SSR），经地球同步轨道通信卫星的 L 波段向全球播发。',
    '终端无需建立网络连接、无需上报位置即可接收改正数，适合远洋船舶、海上风电、边境巡检、矿区与农垦区等移动网络覆盖薄弱的场景；在有网络的地区，同源改正数也可通过 NTRIP 或 SDK 获取，两路互为备份。',
  ],
  accuracy: { horizontal: '≤ 4 cm（RMS）', vertical: '≤ 8 cm（RMS）' },
  convergence: '重点区域约 1 分钟，全球其他区域 ≤ 15 分钟',
  coverage: '全球陆地及近海（南北纬 75° 以内）',
  frames: ['ITRF2020', 'WGS84', 'CGCS2000'],
  connectType: 1,
  ntrip: {
    caster: 'orion.xingheng-space.com',
    ports: [
      { frame: 'ITRF2020', port: 8001 },
      { frame: 'WGS84', port: 8002 },
      { frame: 'CGCS2000', port: 8003 },
    ],
    messages: 'RTCM 3.x SSR（轨道、钟差、码偏差、相位偏差、电离层 VTEC）',
  },
  sdk: 'Orion SDK（Android / Linux / RTOS），可直接输入 L 波段解调数据或网络改正数',
  accessNotes: [
    '卫星播发：L 波段 1525–1559 MHz，使用支持 L 波段解调的接收机（如 LH-GNSS 多频模组）即可接收。',
    '网络备份：有移动网络时，通过 NTRIP 或 SDK 获取同源改正数，卫星信号遮挡时自动切换。',
  ],
};
