import type { Solution } from './types';

/** 精准农业 (SPEC §2 `/productSolution/solution/farmingPrecision`): 农机自动导航与变量作业. */
export const farmingPrecision: Solution<'farmingPrecision'> = {
  name: 'farmingPrecision',
  title: '精准农业',
  summary: '厘米级定位驱动农机自动导航与变量作业，播种、植保、收获行距更准。',
  featured: true,
  icon: 'tractor',
  group: '大众与农业',
  headline: '±2.5 厘米的直线度，让拖拉机自己开出笔直的垄',
  keywords: [
    '精准农业',
    '农机自动驾驶',
    '自动导航',
    '辅助驾驶',
    '植保',
    '播种',
    '变量施肥',
    '北斗农机',
  ],
  problem: {
    title: '人工驾驶农机，地块利用率和作业质量靠经验',
    points: [
      '人工驾驶行距偏差常在 10 厘米以上，重播、漏播造成种子与化肥浪费。',
      '夜间与大风沙天气无法作业，农忙季节机手短缺，作业窗口期被压缩。',
      '大型农场地块偏远，自建基站覆盖半径有限、搬迁维护成本高。',
    ],
  },
  approach: {
    title: '网络 RTK + 组合导航，农机即装即用',
    points: [
      '导航终端接入 Locate-CM 网络 RTK，无需自建基站，全国农区开机即获得厘米级固定解。',
      'GNSS 双天线定向与 IMU 组合，坡地与转弯时保持航向稳定，直线作业精度达 ±2.5 厘米。',
      '作业轨迹与面积实时上云，支撑深松、秸秆还田等作业补贴的核查与结算。',
      '偏远无网络地块自动切换 Orion 星基增强，作业不中断。',
    ],
  },
  architecture: {
    layers: [
      {
        title: '卫星与参考站',
        nodes: [
          { id: 'gnss', label: '北斗/GPS 卫星' },
          { id: 'cors', label: '农区参考站网' },
          { id: 'lband', label: 'L 波段星基增强' },
        ],
      },
      {
        title: '星衡时空云平台',
        nodes: [
          { id: 'rtk', label: '网络 RTK 播发' },
          { id: 'farm', label: '作业数据平台' },
        ],
      },
      {
        title: '终端与算法',
        nodes: [
          { id: 'nav', label: '双天线导航终端' },
          { id: 'imu', label: '组合导航与转向' },
        ],
      },
      {
        title: '行业应用',
        nodes: [
          { id: 'sow', label: '自动播种起垄' },
          { id: 'spray', label: '变量植保施肥' },
          { id: 'subsidy', label: '作业补贴核查' },
        ],
      },
    ],
    edges: [
      { from: 'gnss', to: 'rtk' },
      { from: 'cors', to: 'rtk' },
      { from: 'lband', to: 'farm' },
      { from: 'rtk', to: 'nav' },
      { from: 'farm', to: 'imu' },
      { from: 'nav', to: 'sow' },
      { from: 'imu', to: 'spray' },
      { from: 'nav', to: 'subsidy' },
    ],
  },
  services: [
    { id: 6, reason: '农区参考站网播发 RTK 改正数，拖拉机免架基站、开机即用。' },
    { id: 8, reason: '边疆、垦区等无网络地块通过卫星接收改正数，保障作业连续。' },
  ],
  hardware: [
    { slug: 'lh-gnss', reason: '全频点双天线定向，为自动转向提供厘米级位置与航向。' },
    { slug: 'stib-imu', reason: '补偿坡地侧倾与车身晃动，保持直线作业精度。' },
  ],
  figures: [
    { value: '±2.5 cm', label: '直线作业精度', note: '平整地块，作业速度 8 km/h 以内，示例值' },
    { value: '10 s', label: '固定解时间', note: '开阔农田、冷启动后，示例值' },
    { value: '8%', label: '种肥节省', note: '对比人工驾驶，示例值' },
    { value: '24 h', label: '可作业时段', note: '夜间作业无需目视对行' },
  ],
  cases: [
    {
      customer: '某东北大型国有农场',
      challenge: '120 万亩耕地春播窗口不足 20 天，熟练机手严重不足。',
      result: '800 台拖拉机加装自动导航后实现昼夜轮班作业，春播提前 5 天完成。',
    },
  ],
};
