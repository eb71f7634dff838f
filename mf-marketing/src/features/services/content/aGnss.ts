import type { Fact, Feature } from './types';

/** A-GNSS assisted positioning (`/productSolution/services/details_a_gnss`). Figures illustrative. */
export const A_GNSS = {
  lead: '把卫星星历、历书和参考位置提前送到终端，冷启动不再等待数十秒的导航电文。',
  intro: [
    'GNSS 终端冷启动时需要从卫星信号中逐帧解调导航电文，仅星历就要约 30 秒，在城市峡谷、室内窗边等弱信号环境还会更久。A-GNSS 由我们的参考站网络实时采集并校验四大系统的星历与历书，通过移动网络把辅助数据直接下发给终端。',
    '终端拿到辅助数据后只需捕获信号、测量伪距即可解算位置，首次定位时间大幅缩短，同时降低搜星功耗，延长可穿戴与物联网设备的续航。',
  ],
  facts: [
    { label: '冷启动首次定位（TTFF）', value: '约 30 秒 → 5 秒以内' },
    { label: '支持系统', value: '北斗、GPS、Galileo、GLONASS、QZSS' },
    { label: '数据更新', value: '星历实时更新，扩展星历有效 7 天' },
    { label: '单次数据量', value: '约 2–6 KB（按系统与区域裁剪）' },
  ] satisfies Fact[],
  delivered: [
    {
      title: '广播星历',
      text: '各系统在轨卫星的实时广播星历，终端据此直接计算卫星位置，省去解调导航电文的时间。',
    },
    { title: '历书', text: '全星座粗略轨道，用于快速判断可见卫星、缩小频率与码相位搜索范围。' },
    {
      title: '参考位置与时间',
      text: '基于基站或 IP 的粗略位置与精确到毫秒级的参考时间，进一步缩短捕获过程。',
    },
  ] satisfies Feature[],
  access: [
    {
      title: 'HTTPS API',
      text: '按终端位置与所需系统请求辅助数据包，返回二进制或 JSON 格式，适合自研固件与云端转发。',
    },
    { title: 'SUPL 2.0', text: '兼容 3GPP 用户面定位协议，手机与模组厂商无需改造即可对接。' },
  ] satisfies Feature[],
  useCases: [
    { title: '智能穿戴', text: '手表、手环抬腕即定位，运动轨迹起点不丢失，搜星功耗显著降低。' },
    {
      title: '物联网追踪',
      text: '资产追踪器、宠物定位器间歇唤醒，每次上报都能快速完成定位后休眠。',
    },
    { title: '共享出行', text: '共享单车与电单车开锁、还车时快速定位，减少用户等待。' },
    { title: '车载后装', text: '行车记录仪、后装 T-BOX 点火即定位，地下车库驶出后迅速恢复。' },
  ] satisfies Feature[],
};
