/**
 * The comparison of the correction services on `/productSolution/services`. Figures are
 * illustrative; `serviceId` links the row to the service's page.
 */
export interface ServiceComparisonRow {
  serviceId: number;
  name: string;
  accuracy: string;
  convergence: string;
  coverage: string;
  access: string;
}

/** Locate-CM, Locate-DM and Orion side by side. */
export const SERVICE_COMPARISON: readonly ServiceComparisonRow[] = [
  {
    serviceId: 6,
    name: 'Locate-CM',
    accuracy: '水平 2 cm / 高程 5 cm（RMS）',
    convergence: '≤ 5 秒（固定解）',
    coverage: '全国 3,000+ 基准站覆盖区域',
    access: 'NTRIP（RTCM 3.x MSM4/MSM7）或 SDK',
  },
  {
    serviceId: 7,
    name: 'Locate-DM',
    accuracy: '水平 0.5 m / 高程 1 m（RMS）',
    convergence: '≤ 2 秒',
    coverage: '全国 3,000+ 基准站覆盖区域',
    access: 'NTRIP（RTCM 3.x 伪距差分）或 SDK',
  },
  {
    serviceId: 8,
    name: 'Orion',
    accuracy: '水平 4 cm / 高程 8 cm（RMS）',
    convergence: '重点区域约 1 分钟',
    coverage: '全球陆地及近海',
    access: '卫星 L 波段播发，NTRIP 或 SDK 备份',
  },
];
