import type { Solution } from './types';

/** 车路协同交管 (SPEC §2 `/productSolution/solution/smartTrafficManagementV2x`): 路侧与车端协同. */
export const smartTrafficManagementV2x: Solution<'smartTrafficManagementV2x'> = {
  name: 'smartTrafficManagementV2x',
  title: '车路协同交管',
  summary: '路侧单元与车载终端共享高精度位置，实现信号优先与路口碰撞预警。',
  featured: false,
  icon: 'antenna',
  group: '智能驾驶与车路协同',
  headline: '路口看得见每一辆车，每一辆车也看得见红绿灯',
  keywords: [
    '车路协同',
    'C-V2X',
    'RSU',
    'OBU',
    '信号优先',
    '绿波',
    '路口碰撞预警',
    '交管',
    '智能网联',
  ],
  problem: {
    title: '车路协同落地卡在“位置对不齐”',
    points: [
      '路侧感知、信号机与车载终端各自定位，坐标基准不一，同一辆车在不同系统中相差数米。',
      '公交、救护车信号优先需要判断车辆所在车道与距停止线距离，米级定位误判多。',
      '示范区规模扩大后，路侧设备与车端的差分账号、时间同步管理分散。',
    ],
  },
  approach: {
    title: '统一时空基准的车路协同交管平台',
    points: [
      '路侧单元与车载单元统一接入 Locate-CM，位置与 CGCS2000 基准一致，时间同步优于 1 微秒。',
      '车端上报车道级位置，信号机据此计算公交与特种车辆优先请求，自动延长绿灯。',
      '路口碰撞预警、闯红灯预警等 C-V2X 场景使用同一套高精度位置。',
      '平台统一管理路侧设备与车辆的差分账号、在线状态和授时质量。',
    ],
  },
  architecture: {
    layers: [
      {
        title: '卫星与参考站',
        nodes: [
          { id: 'gnss', label: '北斗授时与定位' },
          { id: 'cors', label: '城市参考站网' },
        ],
      },
      {
        title: '星衡时空云平台',
        nodes: [
          { id: 'rtk', label: '统一改正数' },
          { id: 'ops', label: '设备与授时管理' },
        ],
      },
      {
        title: '路侧与车端',
        nodes: [
          { id: 'rsu', label: '路侧单元 RSU' },
          { id: 'signal', label: '信号机' },
          { id: 'obu', label: '车载单元 OBU' },
        ],
      },
      {
        title: '行业应用',
        nodes: [
          { id: 'priority', label: '公交与特种优先' },
          { id: 'warning', label: '路口碰撞预警' },
          { id: 'green', label: '绿波车速引导' },
        ],
      },
    ],
    edges: [
      { from: 'gnss', to: 'rtk' },
      { from: 'cors', to: 'rtk' },
      { from: 'rtk', to: 'rsu' },
      { from: 'rtk', to: 'obu' },
      { from: 'ops', to: 'signal' },
      { from: 'signal', to: 'priority' },
      { from: 'obu', to: 'warning' },
      { from: 'rsu', to: 'green' },
    ],
  },
  services: [{ id: 6, reason: '路侧与车端共用厘米级改正数，坐标基准统一。' }],
  hardware: [
    { slug: 't-box', reason: '集成 C-V2X 与高精度定位的车载终端。' },
    { slug: 'lk-gnss', reason: '车规级模组，可集成到 OBU 与路侧单元。' },
  ],
  figures: [
    { value: '0.2 m', label: '车端定位精度', note: '路口区域平面 RMS，示例值' },
    { value: '1 μs', label: '时间同步精度', note: '路侧设备 GNSS 授时，示例值' },
    { value: '18%', label: '公交行程时间缩短', note: '信号优先示范线路，示例值' },
  ],
  cases: [
    {
      customer: '某国家级车联网先导区',
      challenge: '示范区内 300 个路口路侧设备来自多家厂商，位置基准与时间同步不一致。',
      result: '统一接入后跨厂商位置偏差小于 0.2 米，公交优先线路行程时间缩短约 18%。',
    },
  ],
};
