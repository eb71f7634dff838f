import type { Solution } from './types';

/** 智能驾驶 (SPEC §2 `/productSolution/solution/intelligentDriving`): 车道级定位与完好性. */
export const intelligentDriving: Solution<'intelligentDriving'> = {
  name: 'intelligentDriving',
  title: '智能驾驶',
  summary: '车道级高精度定位与组合导航，为辅助驾驶与自动驾驶提供可信的绝对位置。',
  featured: true,
  icon: 'car',
  group: '智能驾驶与车路协同',
  headline: '车道级、可度量完好性的绝对位置，让 L2+ 领航辅助驾驶更安心',
  keywords: [
    '智能驾驶',
    '自动驾驶',
    '辅助驾驶',
    'NOA',
    '车道级定位',
    '完好性',
    '组合导航',
    'PPP-RTK',
    '车规级',
  ],
  problem: {
    title: '只靠相机和地图匹配，定位在关键场景会“失明”',
    points: [
      '匝道分流、车道线磨损和雨雪夜间，视觉定位容易选错车道，领航辅助驾驶被迫退出。',
      '隧道、高架下与城市峡谷中卫星信号遮挡，普通导航定位漂移数十米。',
      '功能安全要求给出位置的置信边界（保护级），传统定位只有“位置”没有“可信度”。',
    ],
  },
  approach: {
    title: '高精度服务 + 车规级组合导航，输出位置与保护级',
    points: [
      '车规级模组接收 Locate-CM 改正数，开阔道路水平精度优于 10 厘米，收敛时间为秒级。',
      'GNSS/IMU 紧组合融合轮速，进入隧道 1 公里内横向误差仍保持在车道内。',
      '实时输出保护级（PL）与完好性告警，支撑 ASIL-B 级定位功能安全设计。',
      '改正数支持 OTA 下发 SSR 与 RTCM 3.x MSM7 两种格式，适配前装与后装架构。',
    ],
  },
  architecture: {
    layers: [
      {
        title: '卫星与参考站',
        nodes: [
          { id: 'gnss', label: '四系统多频卫星' },
          { id: 'cors', label: '全国参考站网' },
        ],
      },
      {
        title: '星衡时空云平台',
        nodes: [
          { id: 'ssr', label: 'PPP-RTK 改正数' },
          { id: 'integrity', label: '完好性监测' },
        ],
      },
      {
        title: '终端与算法',
        nodes: [
          { id: 'module', label: '车规级定位模组' },
          { id: 'fusion', label: 'GNSS/IMU 融合' },
          { id: 'tbox', label: 'T-BOX 通信' },
        ],
      },
      {
        title: '行业应用',
        nodes: [
          { id: 'noa', label: '高速与城市 NOA' },
          { id: 'map', label: '高精地图匹配' },
          { id: 'safety', label: '功能安全监控' },
        ],
      },
    ],
    edges: [
      { from: 'gnss', to: 'ssr' },
      { from: 'cors', to: 'ssr' },
      { from: 'cors', to: 'integrity' },
      { from: 'ssr', to: 'tbox' },
      { from: 'ssr', to: 'module' },
      { from: 'integrity', to: 'fusion' },
      { from: 'module', to: 'noa' },
      { from: 'fusion', to: 'map' },
      { from: 'fusion', to: 'safety' },
    ],
  },
  services: [
    { id: 6, reason: '厘米级改正数与秒级收敛，是车道级定位的基础。' },
    { id: 8, reason: '出境与偏远路段无移动网络时，通过星基增强保持高精度定位。' },
  ],
  hardware: [
    { slug: 'lk-gnss', reason: 'AEC-Q100 车规认证，面向前装量产的多频定位模组。' },
    { slug: 'stic-imu', reason: '紧组合导航单元，隧道与高架下持续输出车道级位置。' },
    { slug: 't-box', reason: '车载通信终端负责改正数下发与完好性信息回传。' },
  ],
  figures: [
    { value: '10 cm', label: '车道级定位', note: '城市开阔路段 95% 置信，示例值' },
    { value: '< 10 s', label: '收敛时间', note: 'PPP-RTK 热启动，示例值' },
    { value: '1 km', label: '隧道内保持车道级', note: '紧组合 + 轮速，横向误差 < 0.5 米，示例值' },
    { value: '10⁻⁷/h', label: '完好性风险', note: '设计目标，示例值' },
  ],
  cases: [
    {
      customer: '某新势力整车厂',
      challenge: '城市领航辅助驾驶在高架匝道频繁选错车道，用户接管率偏高。',
      result: '前装车道级定位后，匝道分流成功率提升至 99% 以上，相关接管减少约七成。',
    },
    {
      customer: '某自动驾驶卡车公司',
      challenge: '干线物流线路跨越多省，长隧道与山区路段信号条件复杂。',
      result: '组合导航方案在 2000 公里测试线路上车道级可用率达 99.5%。',
    },
  ],
};
