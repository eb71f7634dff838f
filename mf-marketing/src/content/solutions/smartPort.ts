import type { Solution } from './types';

/** 智慧港口 (SPEC §2 `/productSolution/solution/smartPort`): AGV、岸桥与场桥. */
export const smartPort: Solution<'smartPort'> = {
  name: 'smartPort',
  title: '智慧港口',
  summary: '为岸桥、场桥与集卡提供高精度定位，支撑港口自动化作业与集卡调度。',
  featured: false,
  icon: 'port',
  group: '交通出行',
  headline: '厘米级定位贯穿岸边、堆场与闸口，让集装箱自动找到自己的位置',
  keywords: ['智慧港口', '自动化码头', 'AGV', '集卡', '岸桥', '场桥', '龙门吊', '无人集卡', '堆场'],
  problem: {
    title: '集装箱、钢结构和海面反射，让港口成了定位难点',
    points: [
      '岸桥、场桥大型钢结构与集装箱堆垛造成严重多路径，普通 RTK 固定率低。',
      '传统 AGV 依赖地面磁钉导航，改造成本高、路线变更需要重新施工。',
      '场桥大车纠偏、集卡对位依赖人工，作业效率受司机经验影响大。',
    ],
  },
  approach: {
    title: '港区专属参考站 + 多传感器融合',
    points: [
      '港区加密布设参考站，Locate-CM 为集卡、AGV 与场桥提供厘米级改正数。',
      '抗多路径全频接收机配合组合导航，在堆场箱区通道中保持高固定率。',
      '场桥大车自动纠偏与吊具自动对位，对箱精度达到厘米级。',
      '位置数据实时接入码头操作系统（TOS），支撑集卡调度与堆场可视化。',
    ],
  },
  architecture: {
    layers: [
      {
        title: '卫星与参考站',
        nodes: [
          { id: 'gnss', label: '多系统卫星' },
          { id: 'cors', label: '港区加密参考站' },
        ],
      },
      {
        title: '星衡时空云平台',
        nodes: [
          { id: 'rtk', label: '厘米级改正数' },
          { id: 'tos', label: 'TOS 位置接口' },
        ],
      },
      {
        title: '终端与算法',
        nodes: [
          { id: 'rover', label: '抗多路径接收机' },
          { id: 'fusion', label: '组合导航单元' },
          { id: 'tbox', label: '集卡车载终端' },
        ],
      },
      {
        title: '行业应用',
        nodes: [
          { id: 'agv', label: '无人 AGV 与集卡' },
          { id: 'rtg', label: '场桥自动纠偏' },
          { id: 'yard', label: '堆场可视化' },
        ],
      },
    ],
    edges: [
      { from: 'gnss', to: 'rtk' },
      { from: 'cors', to: 'rtk' },
      { from: 'rtk', to: 'rover' },
      { from: 'rtk', to: 'fusion' },
      { from: 'tos', to: 'tbox' },
      { from: 'fusion', to: 'agv' },
      { from: 'rover', to: 'rtg' },
      { from: 'tbox', to: 'yard' },
    ],
  },
  services: [{ id: 6, reason: '港区加密参考站播发的厘米级改正数，覆盖码头前沿至闸口。' }],
  hardware: [
    { slug: 'lh-gnss', reason: '全频点观测与抗多路径设计，适合钢结构密集的岸桥与场桥。' },
    { slug: 'stic-imu', reason: '箱区通道遮挡时为 AGV 与无人集卡保持连续定位。' },
    { slug: 't-box', reason: '集卡车载终端上报位置并接收调度指令。' },
  ],
  figures: [
    { value: '3 cm', label: '集卡对位精度', note: '岸桥下停车对位，示例值' },
    { value: '98%', label: '堆场固定率', note: '箱区通道内，示例值' },
    { value: '15%', label: '单机作业效率提升', note: '场桥自动纠偏前后对比，示例值' },
  ],
  cases: [
    {
      customer: '某沿海集装箱枢纽港',
      challenge: '传统码头自动化改造，要求不停产、不铺设磁钉。',
      result: '60 台无人集卡与 40 台场桥完成高精度定位改造，单桥作业效率提升约 15%。',
    },
  ],
};
