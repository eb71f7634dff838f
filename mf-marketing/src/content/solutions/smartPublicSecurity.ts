import type { Solution } from './types';

/** 智慧公安 (SPEC §2 `/productSolution/solution/smartPublicSecurity`): 警车与警员定位. */
export const smartPublicSecurity: Solution<'smartPublicSecurity'> = {
  name: 'smartPublicSecurity',
  title: '智慧公安',
  summary: '警务终端与执法车辆高精度定位，提升指挥调度与现场处置效率。',
  featured: false,
  icon: 'shield',
  group: '行业监测与公共安全',
  headline: '看得清每一辆警车在哪条车道、每一位民警在哪个路口',
  keywords: [
    '智慧公安',
    '警务',
    '警车定位',
    '单警装备',
    '执法记录仪',
    '指挥调度',
    '巡逻防控',
    '北斗警务',
  ],
  problem: {
    title: '指挥大屏上的点位，和现场对不上',
    points: [
      '警车、单警终端定位误差 10 米以上，高架上下、主辅路无法区分，就近派警常派错。',
      '大型活动安保时警力部署需要精确到点位与卡口，人工报点效率低。',
      '巡逻轨迹无法准确反映实际巡逻路段，巡防考核依据不足。',
    ],
  },
  approach: {
    title: '车载与单警一体的高精度警务定位',
    points: [
      '警车加装车载高精度终端，车道级定位区分主辅路和高架上下层。',
      '单警终端与执法记录仪接入亚米级服务，步巡民警点位精确到路口与出入口。',
      '定位数据经专网回传公安指挥平台，支持就近派警、警力热力图与巡逻轨迹考核。',
      '服务支持私有化部署，改正数与轨迹数据不出公安专网。',
    ],
  },
  architecture: {
    layers: [
      {
        title: '卫星与参考站',
        nodes: [
          { id: 'gnss', label: '北斗三号卫星' },
          { id: 'cors', label: '市域参考站' },
        ],
      },
      {
        title: '星衡时空云平台',
        nodes: [
          { id: 'diff', label: '私有化差分服务' },
          { id: 'gateway', label: '专网位置网关' },
        ],
      },
      {
        title: '终端与算法',
        nodes: [
          { id: 'car', label: '警车车载终端' },
          { id: 'body', label: '单警与记录仪' },
        ],
      },
      {
        title: '行业应用',
        nodes: [
          { id: 'dispatch', label: '就近派警' },
          { id: 'event', label: '大型活动安保' },
          { id: 'patrol', label: '巡逻轨迹考核' },
        ],
      },
    ],
    edges: [
      { from: 'gnss', to: 'diff' },
      { from: 'cors', to: 'diff' },
      { from: 'diff', to: 'car' },
      { from: 'diff', to: 'body' },
      { from: 'gateway', to: 'car' },
      { from: 'car', to: 'dispatch' },
      { from: 'body', to: 'event' },
      { from: 'body', to: 'patrol' },
    ],
  },
  services: [
    { id: 6, reason: '警车车道级定位，区分高架上下层与主辅路。' },
    { id: 7, reason: '单警终端与执法记录仪以低功耗获得亚米级位置。' },
  ],
  hardware: [
    { slug: 'p-box', reason: '警车即插即用加装，不改动原车线束。' },
    { slug: 'lf-gnss', reason: '小尺寸模组便于集成到单警终端与记录仪。' },
  ],
  figures: [
    { value: '0.3 m', label: '警车定位精度', note: '城市道路平面 RMS，示例值' },
    { value: '1 m', label: '单警点位精度', note: '步行场景 95% 置信，示例值' },
    { value: '90 s', label: '平均到场时间缩短', note: '就近派警试点对比，示例值' },
  ],
  cases: [
    {
      customer: '某省会城市公安局',
      challenge: '城区高架密集，指挥中心就近派警时常把高架下的警车派往高架上。',
      result: '1200 辆警车完成改造，派警准确率提升到 97%，平均到场时间缩短约 90 秒。',
    },
  ],
};
