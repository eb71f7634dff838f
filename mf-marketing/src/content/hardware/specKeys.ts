import type { Hardware, HardwareCategory, SpecKey, SpecRow } from './types';

/** Default Chinese label of each specification key (hardware specification table). */
export const SPEC_LABELS: Readonly<Record<SpecKey, string>> = {
  constellations: '卫星系统与频点',
  channels: '通道数',
  accuracy: '定位精度',
  ttff: '首次定位时间 TTFF',
  updateRate: '更新率',
  corrections: '差分格式',
  gyroRange: '陀螺量程',
  gyroBias: '陀螺零偏稳定性',
  accelRange: '加速度计量程',
  accelBias: '加速度计零偏稳定性',
  deadReckoning: '卫星失锁推算',
  network: '通信',
  interfaces: '接口',
  power: '供电与功耗',
  size: '尺寸与重量',
  temperature: '工作温度',
  protection: '防护等级',
  certification: '认证与功能安全',
};

/** Rows every product lists, constellations only when it has a GNSS receiver. */
const COMMON_KEYS: readonly SpecKey[] = [
  'channels',
  'accuracy',
  'ttff',
  'updateRate',
  'interfaces',
  'power',
  'size',
  'temperature',
];

/** Extra rows each family lists (IMU: gyro bias and accelerometer range; terminals: network, IP). */
const CATEGORY_KEYS: Readonly<Record<HardwareCategory, readonly SpecKey[]>> = {
  GNSS: ['corrections'],
  IMU: ['gyroBias', 'accelRange'],
  终端: ['network', 'protection'],
};

/**
 * The specification keys a product must list.
 * @param hardware category and whether it has a GNSS receiver
 * @returns keys in table order of importance (no duplicates)
 */
export function requiredSpecKeys(
  hardware: Pick<Hardware, 'category' | 'gnssReceiver'>,
): readonly SpecKey[] {
  return [
    ...(hardware.gnssReceiver ? (['constellations'] as const) : []),
    ...COMMON_KEYS,
    ...CATEGORY_KEYS[hardware.category],
  ];
}

/**
 * The label a row shows.
 * @param row a specification row
 * @returns its own label, else the default label of its key
 */
export function specLabel(row: SpecRow): string {
  return row.label ?? SPEC_LABELS[row.key];
}
