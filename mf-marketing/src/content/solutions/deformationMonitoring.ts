import type { Solution } from './types';

/** 形变监测 (SPEC §2 `/productSolution/solution/deformationMonitoring`): 桥梁、大坝与边坡. */
export const deformationMonitoring: Solution<'deformationMonitoring'> = {
  name: 'deformationMonitoring',
  title: '形变监测',
  summary: '毫米级静态解算持续监测桥梁、大坝与边坡位移，异常变化分钟级告警。',
  featured: true,
  icon: 'bridge',
  group: '行业监测与公共安全',
  headline: '把桥梁、大坝与滑坡体的毫米级位移，变成可提前预警的数据',
  keywords: [
    '形变监测',
    '位移监测',
    '桥梁',
    '大坝',
    '边坡',
    '滑坡',
    '地质灾害',
    '毫米级',
    '静态解算',
  ],
  problem: {
    title: '人工巡检发现不了缓慢而危险的位移',
    points: [
      '全站仪、水准仪人工测量每月一到两次，暴雨、地震后的突发位移难以及时发现。',
      '野外边坡和山区水库常无市电与稳定网络，监测站建设与运维成本高。',
      '各厂家监测设备数据格式不一，告警阈值与历史曲线分散在多个系统中。',
    ],
  },
  approach: {
    title: '多频 GNSS 监测站 + 云端毫米级解算',
    points: [
      '监测点布设全系统全频 GNSS 接收机，原始观测数据实时回传，云端与基准站组成短基线静态解算。',
      '1 小时静态解平面精度优于 2 毫米、高程优于 3 毫米，同时输出 1 Hz 动态解用于突发位移捕捉。',
      '按位移速率、累计位移与加速度三级阈值告警，短信、电话与平台推送分钟级触达。',
      '太阳能供电与 4G/北斗短报文双链路回传，无人值守站点年在线率可达 99%。',
    ],
  },
  architecture: {
    layers: [
      {
        title: '卫星与参考站',
        nodes: [
          { id: 'gnss', label: '北斗三号多频信号' },
          { id: 'base', label: '稳定区基准站' },
        ],
      },
      {
        title: '监测终端',
        nodes: [
          { id: 'rover', label: '全频监测接收机' },
          { id: 'power', label: '太阳能与双链路' },
        ],
      },
      {
        title: '星衡时空云平台',
        nodes: [
          { id: 'static', label: '毫米级静态解算' },
          { id: 'alarm', label: '三级阈值告警' },
        ],
      },
      {
        title: '行业应用',
        nodes: [
          { id: 'bridge', label: '桥梁健康监测' },
          { id: 'dam', label: '大坝安全监测' },
          { id: 'slope', label: '滑坡地灾预警' },
        ],
      },
    ],
    edges: [
      { from: 'gnss', to: 'rover' },
      { from: 'base', to: 'rover' },
      { from: 'rover', to: 'static' },
      { from: 'power', to: 'static' },
      { from: 'static', to: 'bridge' },
      { from: 'static', to: 'dam' },
      { from: 'alarm', to: 'slope' },
      { from: 'alarm', to: 'dam' },
    ],
  },
  services: [
    { id: 6, reason: '参考站网提供基准与改正数，监测点无需自建基准站即可解算。' },
    { id: 8, reason: '无移动网络的高山峡谷站点通过星基增强获得连续定位，作为备份链路。' },
  ],
  hardware: [
    { slug: 'lh-gnss', reason: '全系统全频点观测，抗多路径能力强，适合长期静态监测。' },
    { slug: 'p-box', reason: '集成 4G 通信与差分账号，野外监测站十分钟完成部署。' },
  ],
  figures: [
    { value: '2 mm', label: '平面监测精度', note: '1 小时静态解，基线 5 公里以内，示例值' },
    { value: '3 mm', label: '高程监测精度', note: '1 小时静态解，示例值' },
    { value: '5 min', label: '告警触达时间', note: '阈值触发到短信送达，示例值' },
    { value: '99%', label: '站点年在线率', note: '太阳能供电站点统计，示例值' },
  ],
  cases: [
    {
      customer: '某省交通运输厅',
      challenge: '省内 120 座特大桥需要在汛期与重载交通下连续监测主梁挠度和塔顶偏位。',
      result: '部署 480 个监测点，塔顶偏位曲线实时可见，汛期两次异常均在 10 分钟内处置。',
    },
    {
      customer: '某西南山区地质灾害防治中心',
      challenge: '滑坡隐患点多在无人区，人工巡查周期长、风险高。',
      result: '建成 60 个无人值守监测站，提前 6 小时预警一次中型滑坡，沿线村民安全转移。',
    },
  ],
};
