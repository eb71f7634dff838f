import type { Solution } from './types';

/** 大众应用 (SPEC §2 `/productSolution/solution/popularApplication`): 手机、可穿戴与车道级导航. */
export const popularApplication: Solution<'popularApplication'> = {
  name: 'popularApplication',
  title: '大众应用',
  summary: '面向手机与可穿戴设备的亚米级定位能力，提升导航、运动与出行体验。',
  featured: false,
  icon: 'phone',
  group: '大众与农业',
  headline: '让亿级手机和手表用上亚米级定位，导航提示精确到车道',
  keywords: ['大众应用', '手机定位', '可穿戴', '智能手表', '车道级导航', 'A-GNSS', '亚米级', 'SDK'],
  problem: {
    title: '消费终端天线小、功耗紧，定位体验难以再提升',
    points: [
      '手机单点定位在高架、主辅路场景误差 5–15 米，导航常提示错误车道或误判偏航。',
      '运动手表轨迹在操场弯道和林间跑道上锯齿明显，配速与距离统计失真。',
      '冷启动首次定位慢，进出地铁站、地下车库后需要较长时间重新定位。',
    ],
  },
  approach: {
    title: '轻量 SDK + 亚米级差分 + 辅助定位',
    points: [
      '终端集成定位 SDK，通过 Locate-DM 获取亚米级改正数，双频手机车道识别准确率显著提升。',
      '辅助 GNSS 下发星历与粗位置，首次定位时间（TTFF）缩短到数秒。',
      '按需下发改正数，仅在导航与运动场景激活，单次导航额外功耗小于 3%。',
      '面向手机厂商、地图 App 与可穿戴品牌提供按日活授权的商用模式。',
    ],
  },
  architecture: {
    layers: [
      {
        title: '卫星与参考站',
        nodes: [
          { id: 'gnss', label: '双频 GNSS 卫星' },
          { id: 'cors', label: '全国参考站网' },
        ],
      },
      {
        title: '星衡时空云平台',
        nodes: [
          { id: 'rtd', label: '亚米级改正数' },
          { id: 'agnss', label: '辅助星历服务' },
        ],
      },
      {
        title: '终端与算法',
        nodes: [
          { id: 'phone', label: '手机定位 SDK' },
          { id: 'watch', label: '可穿戴定位' },
        ],
      },
      {
        title: '行业应用',
        nodes: [
          { id: 'lane', label: '车道级导航' },
          { id: 'sport', label: '运动轨迹' },
          { id: 'ride', label: '打车与骑行' },
        ],
      },
    ],
    edges: [
      { from: 'gnss', to: 'rtd' },
      { from: 'cors', to: 'rtd' },
      { from: 'cors', to: 'agnss' },
      { from: 'rtd', to: 'phone' },
      { from: 'agnss', to: 'phone' },
      { from: 'agnss', to: 'watch' },
      { from: 'phone', to: 'lane' },
      { from: 'phone', to: 'ride' },
      { from: 'watch', to: 'sport' },
    ],
  },
  services: [{ id: 7, reason: '亚米级改正数适配手机与手表的单频、双频芯片，按授权量计费。' }],
  hardware: [{ slug: 'lf-gnss', reason: '为儿童手表、运动手表等可穿戴设备提供小尺寸双频方案。' }],
  figures: [
    { value: '1 m', label: '手机定位精度', note: '双频手机、开阔道路 95% 置信，示例值' },
    { value: '5 s', label: '首次定位时间', note: '辅助 GNSS 冷启动，示例值' },
    { value: '< 3%', label: '额外功耗', note: '一小时导航对比，示例值' },
  ],
  cases: [
    {
      customer: '某国内主流手机品牌',
      challenge: '旗舰机型希望在地图导航中实现主辅路与车道级提示。',
      result: '集成 SDK 后主辅路识别准确率提升到 95% 以上，偏航误报明显减少。',
    },
  ],
};
