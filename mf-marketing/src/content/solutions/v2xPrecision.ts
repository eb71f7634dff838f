import type { Solution } from './types';

/** V2X 高精度定位 (SPEC §2 `/productSolution/solution/v2xPrecision`): RSU 播发 RTK 改正数. */
export const v2xPrecision: Solution<'v2xPrecision'> = {
  name: 'v2xPrecision',
  title: 'V2X 高精度定位',
  summary: '为 C-V2X 车载终端提供车道级定位，满足前向碰撞与盲区预警的精度要求。',
  featured: false,
  icon: 'lane',
  group: '智能驾驶与车路协同',
  headline: '路侧单元直接播发 RTK 改正数，车辆无需蜂窝网络也能车道级定位',
  keywords: [
    'V2X',
    'C-V2X',
    'RSU',
    'RTK 播发',
    'RTCM',
    'PC5',
    '车道级',
    '前向碰撞预警',
    '盲区预警',
  ],
  problem: {
    title: 'V2X 预警场景对位置的要求比导航高一个数量级',
    points: [
      '前向碰撞、盲区与逆行预警需要判断车辆是否同车道，要求横向误差小于 1.5 米。',
      '隧道口、地库出入口蜂窝网络不稳定，依赖 4G/5G 下发改正数的方案会中断。',
      '车辆数量大、成本敏感，每车一个差分账号的模式难以规模推广。',
    ],
  },
  approach: {
    title: 'RSU 广播 RTCM 改正数，车端零账号接入',
    points: [
      '路侧单元从云平台获取 RTCM 3.x MSM4 改正数，经 PC5 直连链路向覆盖范围内所有车辆广播。',
      '车载 OBU 接收后本地 RTK 解算，无需蜂窝网络与单车账号，开阔路口平面精度达 0.2 米。',
      '改正数按路侧单元位置生成虚拟参考站，覆盖半径内精度一致。',
      '按路侧单元授权计费，车端规模扩大不增加服务成本。',
    ],
  },
  architecture: {
    layers: [
      {
        title: '卫星与参考站',
        nodes: [
          { id: 'gnss', label: '多频 GNSS 卫星' },
          { id: 'cors', label: '参考站网' },
        ],
      },
      {
        title: '星衡时空云平台',
        nodes: [
          { id: 'vrs', label: '路侧虚拟参考站' },
          { id: 'license', label: 'RSU 授权管理' },
        ],
      },
      {
        title: '路侧与车端',
        nodes: [
          { id: 'rsu', label: 'RSU 广播改正数' },
          { id: 'obu', label: 'OBU 本地 RTK' },
        ],
      },
      {
        title: '行业应用',
        nodes: [
          { id: 'fcw', label: '前向碰撞预警' },
          { id: 'bsw', label: '盲区与变道预警' },
          { id: 'wrong', label: '逆行预警' },
        ],
      },
    ],
    edges: [
      { from: 'gnss', to: 'vrs' },
      { from: 'cors', to: 'vrs' },
      { from: 'vrs', to: 'rsu' },
      { from: 'license', to: 'rsu' },
      { from: 'rsu', to: 'obu' },
      { from: 'obu', to: 'fcw' },
      { from: 'obu', to: 'bsw' },
      { from: 'obu', to: 'wrong' },
    ],
  },
  services: [{ id: 6, reason: '为每个路侧单元生成虚拟参考站改正数，车端获得厘米至分米级精度。' }],
  hardware: [
    { slug: 'lk-gnss', reason: '车规级多频模组，接收 PC5 下发的 RTCM 改正数进行本地 RTK。' },
    { slug: 't-box', reason: '集成 C-V2X 通信与定位，后装车辆一步到位。' },
  ],
  figures: [
    { value: '0.2 m', label: '车端平面精度', note: '开阔路口 95% 置信，示例值' },
    { value: '500 m', label: '单 RSU 覆盖半径', note: 'PC5 直连视距条件，示例值' },
    { value: '0', label: '车端差分账号', note: '改正数由路侧广播' },
  ],
  cases: [
    {
      customer: '某高速公路智慧化改造项目',
      challenge: '山区高速隧道群蜂窝信号差，V2X 预警需要全线车道级定位。',
      result: '沿线 120 个 RSU 广播改正数，隧道口前后预警误报率下降约 70%。',
    },
  ],
};
