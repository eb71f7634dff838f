import { ENGINE_TTFF, RTK_ACCURACY, TRIPLE_FREQUENCY_SIGNALS } from './receiverSpecs';
import type { Hardware } from './types';

/** STIC-IMU, the tightly coupled GNSS/INS navigation unit (SPEC §2 `stic-imu`). */
export const STIC_IMU: Hardware = {
  slug: 'stic-imu',
  name: 'STIC-IMU 组合导航单元',
  category: 'IMU',
  summary: 'GNSS/INS 紧组合导航单元，隧道、城市峡谷中持续输出连续可靠的位置与姿态。',
  tagline: 'GNSS/INS 紧组合导航单元，隧道内 60 秒水平漂移小于行驶距离的 1%，位置与姿态不断档。',
  gnssReceiver: true,
  overview: [
    'STIC-IMU 将多频 RTK 接收机与高性能 MEMS 惯性测量单元集成在一个紧凑外壳中，采用 GNSS/INS 紧组合算法：即使可见卫星少于 4 颗，单颗卫星的伪距与载波观测也能参与滤波，城市峡谷与高架下的定位比松组合更稳定。',
    '在隧道、地下车库等卫星完全失锁的场景，STIC-IMU 结合 CAN 总线上的轮速信息进行航位推算，60 秒内水平漂移小于行驶距离的 1%；出隧道后 RTK 数秒内重新固定，以 100 Hz 输出位置、速度与姿态。',
  ],
  highlights: [
    {
      title: '紧组合算法',
      text: '卫星少于 4 颗时仍可用单星观测修正惯导误差，城市峡谷中保持亚米级以上精度。',
    },
    {
      title: '隧道不断档',
      text: '融合轮速的航位推算，卫星失锁 60 秒内水平漂移 < 1%（行驶距离）。',
    },
    {
      title: '位置与姿态一体',
      text: '同时输出厘米级位置与 0.02° 俯仰横滚、0.1° 航向，满足自动驾驶与测绘需求。',
    },
    {
      title: '安装即用',
      text: '支持任意角度安装与杆臂自动估计，车辆行驶数分钟完成对准。',
    },
  ],
  specs: [
    {
      title: '卫星接收',
      rows: [
        { key: 'constellations', value: TRIPLE_FREQUENCY_SIGNALS },
        { key: 'channels', value: '1,408' },
        { key: 'ttff', value: ENGINE_TTFF },
      ],
    },
    {
      title: '组合导航性能',
      rows: [
        {
          key: 'accuracy',
          value: [RTK_ACCURACY, '姿态：俯仰 / 横滚 0.02°，航向 0.1°（1σ）'],
        },
        { key: 'deadReckoning', value: '隧道 60 s 内水平漂移 < 1%（行驶距离）' },
        { key: 'updateRate', value: '组合导航 100 Hz，GNSS 20 Hz' },
        { key: 'gyroBias', value: '1.5 °/h（Allan 方差），量程 ±300 °/s' },
        { key: 'accelRange', value: '±8 g，零偏稳定性 15 μg' },
      ],
    },
    {
      title: '接口与电气',
      rows: [
        {
          key: 'interfaces',
          value: ['UART × 3、CAN FD（轮速输入）', 'Ethernet 100 Mbps', 'PPS 输出、EVENT 输入'],
        },
        { key: 'power', value: '9–36 V DC，典型功耗 2.2 W' },
      ],
    },
    {
      title: '结构与环境',
      rows: [
        { key: 'size', value: '90 × 70 × 28 mm，210 g' },
        { key: 'temperature', value: '−40 ~ +85 °C' },
      ],
    },
  ],
  applications: [
    {
      title: '智能驾驶定位',
      text: '为 L2+ 与 L4 测试车辆提供高频、连续的位置与姿态真值，隧道与高架全程覆盖。',
      solution: 'intelligentDriving',
    },
    {
      title: '自动化码头集卡',
      text: '集卡在岸桥下穿行时卫星遮挡严重，紧组合保证定位连续，对位误差控制在厘米级。',
      solution: 'smartPort',
    },
    {
      title: '无人配送与清扫车',
      text: '园区、地库出入口等场景中保持厘米到分米级精度，路径跟踪更平稳。',
      solution: 'lowSpeedUnmannedVehicle',
    },
  ],
};
