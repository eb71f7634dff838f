import type { Solution } from './types';

/** 智慧交管 (SPEC §2 `/productSolution/solution/smartTrafficManagement`): 车道级轨迹与事故还原. */
export const smartTrafficManagement: Solution<'smartTrafficManagement'> = {
  name: 'smartTrafficManagement',
  title: '智慧交管',
  summary: '车道级轨迹还原违法与事故现场，为交通管理提供精准的数据依据。',
  featured: false,
  icon: 'traffic',
  group: '交通出行',
  headline: '用车道级轨迹数据看清路口、还原事故、优化信号',
  keywords: [
    '智慧交管',
    '交通管理',
    '事故还原',
    '信号配时',
    '车道级轨迹',
    '交通违法',
    '浮动车',
    '路口',
  ],
  problem: {
    title: '交管数据多来自固定设备，路网“看不全、看不细”',
    points: [
      '卡口与电警只覆盖主要路口，路段中的变道、逆行等行为缺少证据。',
      '浮动车数据米级精度，无法分车道统计排队长度与转向流量，信号配时依赖人工调查。',
      '事故责任认定依赖现场痕迹与视频，轨迹证据精度不足、争议多。',
    ],
  },
  approach: {
    title: '车道级浮动车数据 + 交管业务平台',
    points: [
      '出租车、公交与网约车接入高精度定位，形成覆盖全城的车道级浮动车数据。',
      '按车道统计排队长度、转向比例和延误，为信号配时优化提供量化依据。',
      '事故前后 30 秒车道级轨迹自动留存，辅助事故还原与责任认定。',
      '支持 CGCS2000 坐标输出，与交管地理信息系统直接叠加。',
    ],
  },
  architecture: {
    layers: [
      {
        title: '卫星与参考站',
        nodes: [
          { id: 'gnss', label: '北斗/GPS 卫星' },
          { id: 'cors', label: '市域参考站' },
        ],
      },
      {
        title: '终端与算法',
        nodes: [
          { id: 'taxi', label: '出租与公交终端' },
          { id: 'sdk', label: '网约车定位 SDK' },
        ],
      },
      {
        title: '星衡时空云平台',
        nodes: [
          { id: 'match', label: '车道级地图匹配' },
          { id: 'stat', label: '分车道交通指标' },
        ],
      },
      {
        title: '行业应用',
        nodes: [
          { id: 'signal', label: '信号配时优化' },
          { id: 'accident', label: '事故轨迹还原' },
          { id: 'illegal', label: '违法行为研判' },
        ],
      },
    ],
    edges: [
      { from: 'gnss', to: 'taxi' },
      { from: 'cors', to: 'taxi' },
      { from: 'cors', to: 'sdk' },
      { from: 'taxi', to: 'match' },
      { from: 'sdk', to: 'match' },
      { from: 'match', to: 'stat' },
      { from: 'stat', to: 'signal' },
      { from: 'match', to: 'accident' },
      { from: 'match', to: 'illegal' },
    ],
  },
  services: [
    { id: 7, reason: '亚米级差分适合大规模浮动车，按终端数量计费，成本可控。' },
    { id: 6, reason: '事故多发路段的重点车辆使用厘米级服务，轨迹证据更可靠。' },
  ],
  hardware: [
    { slug: 't-box', reason: '出租车与公交车前装终端，统一采集车道级轨迹。' },
    { slug: 'p-box', reason: '存量车辆后装，十分钟完成部署。' },
  ],
  figures: [
    { value: '0.5 m', label: '浮动车轨迹精度', note: '城市道路平面 RMS，示例值' },
    { value: '12%', label: '路口平均延误下降', note: '信号配时优化试点，示例值' },
    { value: '30 s', label: '事故轨迹留存窗口', note: '事故前后各 30 秒，1 Hz' },
  ],
  cases: [
    {
      customer: '某新一线城市交警支队',
      challenge: '核心城区 200 个路口信号配时长期依赖人工调查，早晚高峰排队严重。',
      result: '基于 2 万辆车道级浮动车数据优化配时，试点路口平均延误下降约 12%。',
    },
  ],
};
