import type { Solution } from './types';

/** 车辆监管 (SPEC §2 `/productSolution/solution/vehicleMonitoring`): 营运车辆车道级违规识别. */
export const vehicleMonitoring: Solution<'vehicleMonitoring'> = {
  name: 'vehicleMonitoring',
  title: '车辆监管',
  summary: '渣土车、危化品车等重点车辆的车道级轨迹监管，识别违规变道与超范围作业。',
  featured: false,
  icon: 'truck',
  group: '交通出行',
  headline: '把重点营运车辆的每一次违规变道和越界作业，都变成可追溯的证据',
  keywords: [
    '车辆监管',
    '渣土车',
    '危化品车',
    '两客一危',
    '营运车辆',
    '车道级',
    '违规变道',
    '电子围栏',
    '轨迹',
  ],
  problem: {
    title: '米级轨迹只能证明“在这条路上”，说不清“在哪条车道”',
    points: [
      '渣土车、危化品车违规占用快车道、右转不停车等行为，普通北斗监控终端无法识别。',
      '工地、消纳场电子围栏边界紧贴道路，米级定位误报漏报多，执法依据不足。',
      '存量营运车辆数量大，终端改造需要低成本、快部署。',
    ],
  },
  approach: {
    title: '车道级监控终端 + 违规研判引擎',
    points: [
      '营运车辆加装高精度监控终端，通过 Locate-DM 获得亚米级、重点路段厘米级轨迹。',
      '平台结合车道级地图自动研判违规变道、占用禁行车道与超速，生成带轨迹证据的事件。',
      '工地与消纳场精细电子围栏，自动核对出土、消纳联单与实际行驶路线。',
      '兼容 JT/T 808 协议，数据可同步至行业监管平台。',
    ],
  },
  architecture: {
    layers: [
      {
        title: '卫星与参考站',
        nodes: [
          { id: 'gnss', label: '北斗/GPS 卫星' },
          { id: 'cors', label: '全国参考站网' },
        ],
      },
      {
        title: '终端与算法',
        nodes: [
          { id: 'terminal', label: '高精度监控终端' },
          { id: 'dsm', label: '驾驶行为识别' },
        ],
      },
      {
        title: '星衡时空云平台',
        nodes: [
          { id: 'engine', label: '违规研判引擎' },
          { id: 'fence', label: '精细电子围栏' },
        ],
      },
      {
        title: '行业应用',
        nodes: [
          { id: 'muck', label: '渣土车治理' },
          { id: 'danger', label: '危化品运输' },
          { id: 'gov', label: '行业监管平台' },
        ],
      },
    ],
    edges: [
      { from: 'gnss', to: 'terminal' },
      { from: 'cors', to: 'terminal' },
      { from: 'terminal', to: 'engine' },
      { from: 'dsm', to: 'engine' },
      { from: 'terminal', to: 'fence' },
      { from: 'fence', to: 'muck' },
      { from: 'engine', to: 'danger' },
      { from: 'engine', to: 'gov' },
    ],
  },
  services: [
    { id: 7, reason: '亚米级差分满足车道级轨迹监管，适合大规模营运车队。' },
    { id: 6, reason: '消纳场等精细围栏区域启用厘米级服务，减少误报。' },
  ],
  hardware: [
    { slug: 't-box', reason: '集成高精度定位与 4G 通信的车载终端，兼容 JT/T 808。' },
    { slug: 'p-box', reason: '存量车辆即插即用改造，十分钟完成部署。' },
  ],
  figures: [
    { value: '0.5 m', label: '轨迹平面精度', note: '城市道路 RMS，示例值' },
    { value: '92%', label: '违规变道识别率', note: '人工复核抽样，示例值' },
    { value: '65%', label: '围栏误报下降', note: '对比普通北斗终端，示例值' },
  ],
  cases: [
    {
      customer: '某直辖市城市管理委员会',
      challenge: '全市 1.2 万辆渣土车夜间违规行驶、偷倒乱倒屡禁不止。',
      result: '车道级监管上线半年，违规占道事件下降约 45%，偷倒事件可追溯率显著提高。',
    },
  ],
};
