import type { Hardware } from './types';

/** STIB-IMU, the six-axis MEMS inertial measurement unit (SPEC §2 `stib-imu`). */
export const STIB_IMU: Hardware = {
  slug: 'stib-imu',
  name: 'STIB-IMU 惯性测量单元',
  category: 'IMU',
  summary: '六轴 MEMS 惯性测量单元，出厂全温标定，为组合导航提供稳定的姿态与加速度数据。',
  tagline:
    '出厂全温标定的六轴 MEMS 惯性测量单元，陀螺零偏稳定性 2.5 °/h，为组合导航提供可靠的惯性数据。',
  gnssReceiver: false,
  overview: [
    'STIB-IMU 是一款工业级六轴 MEMS 惯性测量单元，集成三轴陀螺仪与三轴加速度计。每台产品出厂前在 −40 ~ +85 °C 全温范围内完成零偏、标度因数与轴间不对准的标定补偿，用户拿到即可直接用于导航解算。',
    'STIB-IMU 以 200 Hz 输出经补偿的角速度与比力数据，并提供与 GNSS 秒脉冲对齐的时间同步输入，可与 LF-GNSS、LH-GNSS 模组组成松组合或紧组合导航系统，在卫星信号受遮挡时保持位置与姿态连续。',
  ],
  highlights: [
    {
      title: '全温标定',
      text: '逐台在温箱中完成全温标定，零偏温漂补偿后小于 0.02 °/s，免去用户自行标定。',
    },
    {
      title: '低噪声陀螺',
      text: '零偏稳定性 2.5 °/h、角度随机游走 0.15 °/√h，满足车载与机器人组合导航需求。',
    },
    {
      title: '时间同步',
      text: 'SYNC 输入对齐 GNSS PPS，惯性数据时间戳误差小于 10 μs，组合解算更准确。',
    },
  ],
  specs: [
    {
      title: '惯性性能',
      rows: [
        {
          key: 'channels',
          label: '测量通道',
          value: '6 轴（三轴陀螺 + 三轴加速度计），内置温度通道',
        },
        { key: 'gyroRange', value: '±450 °/s' },
        { key: 'gyroBias', value: '2.5 °/h（Allan 方差），角度随机游走 0.15 °/√h' },
        { key: 'accelRange', value: '±16 g' },
        { key: 'accelBias', value: '20 μg（Allan 方差）' },
        {
          key: 'accuracy',
          label: '标定精度',
          value: ['标度因数非线性 < 300 ppm', '轴间不对准 < 0.05°（全温补偿后）'],
        },
      ],
    },
    {
      title: '输出与接口',
      rows: [
        { key: 'ttff', label: '启动时间', value: '上电至有效数据输出 < 500 ms' },
        {
          key: 'updateRate',
          label: '输出频率',
          value: '200 Hz（可配 100 / 400 Hz），内部采样 1.6 kHz',
        },
        { key: 'interfaces', value: ['SPI（最高 2 MHz）、UART', 'SYNC 同步输入、数据就绪输出'] },
      ],
    },
    {
      title: '电气、结构与环境',
      rows: [
        { key: 'power', value: '3.3 V，典型功耗 180 mW' },
        { key: 'size', value: '24 × 24 × 9 mm，12 g' },
        { key: 'temperature', value: '−40 ~ +85 °C（全温标定）' },
      ],
    },
  ],
  applications: [
    {
      title: '低速无人车与机器人',
      text: '与 RTK 模组组成组合导航，园区楼宇间、树荫下依然保持平稳的位置和航向。',
      solution: 'lowSpeedUnmannedVehicle',
    },
    {
      title: '无人机飞控',
      text: '为飞控与云台提供高带宽角速度与加速度，提升悬停与航线飞行稳定性。',
      solution: 'lowAltitudeEconomy',
    },
    {
      title: '车载组合导航集成',
      text: '为 Tier 1 与方案商的组合导航盒子提供标定好的惯性数据，缩短开发周期。',
      solution: 'intelligentDriving',
    },
  ],
};
