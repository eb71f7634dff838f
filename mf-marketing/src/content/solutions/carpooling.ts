import type { Solution } from './types';

/** 共享出行 (SPEC §2 `/productSolution/solution/carpooling`): 网约车上车点与共享单车定点停放. */
export const carpooling: Solution<'carpooling'> = {
  name: 'carpooling',
  title: '共享出行',
  summary: '网约车精准上车点与共享单车、电单车定点停放，亚米级定位减少接驾绕行与乱停乱放。',
  featured: true,
  icon: 'bike',
  group: '交通出行',
  headline: '让乘客和司机在同一个路边相遇，让每一辆单车停进电子围栏',
  keywords: ['网约车', '上车点', '共享单车', '电单车', '电子围栏', '定点停放', 'RTD', '亚米级'],
  problem: {
    title: '普通手机定位撑不起精细化运营',
    points: [
      '城市峡谷中手机单点定位误差常达 10–30 米，上车点落在马路对面或立交桥下，司乘反复电话沟通。',
      '共享单车、电单车停放判定依赖米级定位，围栏外停车难以识别，城市管理部门频繁约谈运营方。',
      '车辆轨迹漂移导致计价里程、调度热力图失真，运维人员找车耗时长。',
    ],
  },
  approach: {
    title: '亚米级差分 + 轻量终端，一套账号覆盖整车队',
    points: [
      '锁控与车载终端接入 Locate-DM 亚米级服务，单频终端即可获得 RTD 差分改正，平面精度优于 0.5 米。',
      '网约车司机端通过 SDK 获取车道级位置，结合路网匹配生成推荐上车点，区分主路与辅路。',
      '平台侧提供电子围栏与停放判定接口，停车入栏结果实时返回用户 App，超区停车自动提醒。',
      '按终端数量计费，百万级终端并发鉴权，季节性投放可随时扩容。',
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
        title: '星衡时空云平台',
        nodes: [
          { id: 'rtd', label: 'RTD 差分解算' },
          { id: 'fence', label: '电子围栏服务' },
        ],
      },
      {
        title: '终端与算法',
        nodes: [
          { id: 'lock', label: '单车智能锁' },
          { id: 'sdk', label: '司机端定位 SDK' },
        ],
      },
      {
        title: '行业应用',
        nodes: [
          { id: 'parking', label: '定点停放判定' },
          { id: 'pickup', label: '精准上车点' },
          { id: 'dispatch', label: '调度与运维' },
        ],
      },
    ],
    edges: [
      { from: 'gnss', to: 'rtd' },
      { from: 'cors', to: 'rtd' },
      { from: 'rtd', to: 'lock' },
      { from: 'rtd', to: 'sdk' },
      { from: 'fence', to: 'lock' },
      { from: 'lock', to: 'parking' },
      { from: 'sdk', to: 'pickup' },
      { from: 'lock', to: 'dispatch' },
    ],
  },
  services: [
    { id: 7, reason: '单频终端即可接入的亚米级差分，按终端数量计费，适合百万级车队。' },
    { id: 6, reason: '为网约车车机与试点城市的精细围栏提供厘米级 RTK 能力。' },
  ],
  hardware: [
    { slug: 'lf-gnss', reason: '16×12 毫米小尺寸、低功耗，可直接集成进智能锁主板。' },
    { slug: 'p-box', reason: '即插即用的车载终端，存量网约车无需改装线束即可升级。' },
  ],
  figures: [
    { value: '0.5 m', label: '停放判定精度', note: '开阔街道，平面 RMS，示例值' },
    { value: '95%', label: '入栏判定准确率', note: '试点城市一个月统计，示例值' },
    { value: '< 2 s', label: '开锁定位耗时', note: '热启动，含差分改正下发' },
    { value: '30%', label: '接驾沟通减少', note: '司乘电话沟通次数对比，示例值' },
  ],
  cases: [
    {
      customer: '某头部共享单车运营商',
      challenge: '在南方某省会城市投放 20 万辆电单车，需满足主管部门“定点停放、入栏还车”要求。',
      result: '智能锁升级亚米级定位后，围栏外停车投诉下降约 60%，运维找车时长缩短近一半。',
    },
    {
      customer: '某头部网约车平台',
      challenge: '机场、高铁站和大型商圈上车点混乱，司机常停在错误一侧道路。',
      result: '上线车道级推荐上车点后，重点区域接驾时长平均缩短约 40 秒。',
    },
  ],
};
