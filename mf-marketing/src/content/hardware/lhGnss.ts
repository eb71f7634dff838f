import type { Hardware } from './types';

/** LH-GNSS, the all-constellation, all-frequency survey-grade module (SPEC §2 `lh-gnss`). */
export const LH_GNSS: Hardware = {
  slug: 'lh-gnss',
  name: 'LH-GNSS 多频多系统RTK模组',
  category: 'GNSS',
  summary: '全系统全频点 RTK 模组，支持北斗三号、GPS、Galileo、GLONASS，适合测量型终端。',
  tagline: '全系统全频点、1,408 通道的测量级 RTK 模组，为 GNSS 接收机与监测站提供毫米级原始观测。',
  gnssReceiver: true,
  overview: [
    'LH-GNSS 是星衡时空面向测量型终端的旗舰定位模组，支持北斗二号与北斗三号全部公开频点，以及 GPS、Galileo、GLONASS、QZSS 的三频信号，1,408 个跟踪通道可同时锁定 60 颗以上卫星，原始载波相位观测噪声低于 1 mm。',
    '模组内置多频 RTK 与 PPP-RTK 双引擎，既可作为流动站接入星衡 CORS 网络，也可作为基准站输出 RTCM 3.x MSM7 观测数据。配合双天线可实现 0.1° 航向测量，满足测量接收机、形变监测站与港口机械对精度和可靠性的要求。',
  ],
  highlights: [
    {
      title: '全系统全频点',
      text: '北斗 B1I/B2I/B3I/B1C/B2a/B2b 全频点跟踪，三频观测使长基线 RTK 固定更快、更可靠。',
    },
    {
      title: '测量级观测质量',
      text: '载波相位观测噪声 < 1 mm，适合静态后处理与毫米级形变监测解算。',
    },
    {
      title: '流动站与基准站一体',
      text: '同一模组可配置为流动站或基准站，支持 RTCM 3.x MSM4/MSM7 输入与输出。',
    },
    {
      title: '双天线定向',
      text: '主从天线 1 m 基线时航向精度 0.1°，为港口机械与工程车辆提供位置和姿态。',
    },
  ],
  specs: [
    {
      title: '卫星与通道',
      rows: [
        {
          key: 'constellations',
          value: [
            'BDS B1I / B2I / B3I / B1C / B2a / B2b',
            'GPS L1 C/A / L1C / L2P(Y) / L2C / L5',
            'Galileo E1 / E5a / E5b / E6',
            'GLONASS G1 / G2 / G3',
            'QZSS L1 / L2 / L5 / L6，SBAS L1',
          ],
        },
        { key: 'channels', value: '1,408' },
      ],
    },
    {
      title: '定位性能',
      rows: [
        {
          key: 'accuracy',
          value: [
            '单点定位：1.2 m（CEP）',
            'RTK：水平 0.8 cm + 1 ppm，垂直 1.5 cm + 1 ppm',
            '静态后处理：水平 2.5 mm + 0.5 ppm',
            '双天线航向：0.1°（1 m 基线）',
          ],
        },
        { key: 'ttff', value: ['冷启动 < 25 s', '热启动 < 2 s', '重捕获 < 1 s'] },
        { key: 'updateRate', value: '20 Hz（RTK 定位），原始观测最高 50 Hz' },
        {
          key: 'corrections',
          value: ['RTCM 3.x（MSM4 / MSM7）输入与输出', 'NMEA 0183、星衡二进制观测格式'],
        },
      ],
    },
    {
      title: '接口与电气',
      rows: [
        { key: 'interfaces', value: ['UART × 3、SPI、I2C、CAN', 'PPS 输出、EVENT 事件标记输入'] },
        { key: 'power', value: '3.3 V（3.0–3.6 V），典型功耗 600 mW（三频全系统）' },
      ],
    },
    {
      title: '结构与环境',
      rows: [
        { key: 'size', value: '22 × 17 × 2.6 mm，2.5 g，LGA 封装' },
        { key: 'temperature', value: '−40 ~ +85 °C' },
      ],
    },
  ],
  applications: [
    {
      title: '桥梁与边坡形变监测',
      text: '作为监测站核心，以毫米级静态解算持续记录位移，配合平台实现分钟级告警。',
      solution: 'deformationMonitoring',
    },
    {
      title: '测量接收机与 GIS 采集',
      text: '为 RTK 测量手簿、GIS 采集器提供全频点观测，城市遮挡下依然稳定固定。',
    },
    {
      title: '港口机械自动化',
      text: '双天线定向为岸桥、场桥与集卡提供位置和航向，支撑自动化码头的厘米级对位。',
      solution: 'smartPort',
    },
    {
      title: '农机自动驾驶',
      text: '三频 RTK 保证作业期间高固定率，配合转角传感器实现 ±2.5 cm 直线作业。',
      solution: 'farmingPrecision',
    },
  ],
};
