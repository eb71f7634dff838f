import type { Solution } from './types';

/** 低速无人车 (SPEC §2 `/productSolution/solution/lowSpeedUnmannedVehicle`): 园区配送与清扫车. */
export const lowSpeedUnmannedVehicle: Solution<'lowSpeedUnmannedVehicle'> = {
  name: 'lowSpeedUnmannedVehicle',
  title: '低速无人车',
  summary: '在园区、港区与末端配送场景中，让无人车在遮挡环境下依然稳定定位。',
  featured: true,
  icon: 'robot',
  group: '低空与机器人',
  headline: '树荫、楼宇和地库出入口之间，无人车也能稳稳走在规划路线上',
  keywords: ['低速无人车', '无人配送', '无人清扫', '园区', '末端配送', '机器人', '组合导航', 'RTK'],
  problem: {
    title: '园区道路窄、遮挡多，单靠激光雷达成本高又易失效',
    points: [
      '校园、社区林荫道与楼宇间卫星遮挡严重，普通 RTK 频繁失锁。',
      '激光雷达建图在季节变化、临时施工后需要频繁重建，大面积园区维护成本高。',
      '无人车单车成本敏感，定位方案需要在精度、可靠性和价格之间平衡。',
    ],
  },
  approach: {
    title: 'RTK + IMU + 轮速融合，低成本获得连续厘米级位置',
    points: [
      '接入 Locate-CM 网络 RTK，开阔路段平面精度 2 厘米，与激光雷达定位互为冗余。',
      'GNSS/IMU/轮速紧组合，遮挡路段 30 秒内偏差小于 20 厘米，出遮挡后秒级重新固定。',
      '云平台统一管理车辆差分账号与运行轨迹，支持按园区批量开通。',
      '标准化串口与 CAN 接口，适配主流低速无人车底盘与自动驾驶软件。',
    ],
  },
  architecture: {
    layers: [
      {
        title: '卫星与参考站',
        nodes: [
          { id: 'gnss', label: '多系统卫星' },
          { id: 'cors', label: '城市参考站' },
        ],
      },
      {
        title: '星衡时空云平台',
        nodes: [
          { id: 'rtk', label: '网络 RTK 播发' },
          { id: 'fleet', label: '车队账号与轨迹' },
        ],
      },
      {
        title: '终端与算法',
        nodes: [
          { id: 'module', label: 'RTK 定位模组' },
          { id: 'fusion', label: 'IMU 轮速融合' },
        ],
      },
      {
        title: '行业应用',
        nodes: [
          { id: 'delivery', label: '园区无人配送' },
          { id: 'sweeper', label: '无人清扫车' },
          { id: 'patrol', label: '安防巡逻' },
        ],
      },
    ],
    edges: [
      { from: 'gnss', to: 'rtk' },
      { from: 'cors', to: 'rtk' },
      { from: 'rtk', to: 'module' },
      { from: 'fleet', to: 'fusion' },
      { from: 'module', to: 'delivery' },
      { from: 'fusion', to: 'sweeper' },
      { from: 'fusion', to: 'patrol' },
    ],
  },
  services: [{ id: 6, reason: '厘米级 RTK 为路径跟踪与精准停靠提供绝对位置。' }],
  hardware: [
    { slug: 'lf-gnss', reason: '低功耗小尺寸模组，降低单车 BOM 成本。' },
    { slug: 'stic-imu', reason: '组合导航单元在林荫道和楼宇间保持连续定位。' },
  ],
  figures: [
    { value: '2 cm', label: '开阔路段定位精度', note: '平面 RMS，固定解，示例值' },
    { value: '20 cm', label: '遮挡 30 秒内偏差', note: '组合导航推算，示例值' },
    { value: '5 cm', label: '停靠点重复精度', note: '配送柜对接，示例值' },
  ],
  cases: [
    {
      customer: '某高校园区无人配送项目',
      challenge: '校园林荫道密集，原方案激光雷达建图随季节变化频繁失效。',
      result: '增加 RTK 与组合导航后，30 辆配送车日均完成 3000 单，人工接管下降 80%。',
    },
    {
      customer: '某环卫集团',
      challenge: '城市公园与广场夜间无人清扫需要贴边作业，边缘遗漏多。',
      result: '贴边清扫偏差控制在 10 厘米以内，单台车覆盖面积提升约 25%。',
    },
  ],
};
