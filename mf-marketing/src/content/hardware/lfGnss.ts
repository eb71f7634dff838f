import {
  DUAL_FREQUENCY_SIGNALS,
  ENGINE_TTFF,
  RTK_ACCURACY,
  SINGLE_POINT_ACCURACY,
} from './receiverSpecs';
import type { Hardware } from './types';

/** LF-GNSS, the small dual-frequency RTK module (SPEC §2 `/productSolution/hardware/lf-gnss`). */
export const LF_GNSS: Hardware = {
  slug: 'lf-gnss',
  name: 'LF-GNSS 高精度定位模组',
  category: 'GNSS',
  summary: '双频多系统 RTK 模组，尺寸 16×12 毫米，适合无人机、测绘和机器人等轻量设备。',
  tagline: '16×12 毫米的双频 RTK 模组，接入星衡差分服务即得厘米级定位，为轻量设备而生。',
  gnssReceiver: true,
  overview: [
    'LF-GNSS 是一款面向轻量化设备的双频多系统高精度定位模组，同时跟踪北斗三号、GPS、Galileo、GLONASS 与 QZSS 的 L1/L5 频段信号，内置 RTK 解算引擎，接入星衡时空 CORS 差分服务后，水平定位精度可达 1 cm + 1 ppm。',
    '模组采用 16×12 毫米 LGA 封装，典型功耗 450 mW，L5 频段的抗多径能力让它在城市楼宇与树荫下依然保持高固定率。LF-GNSS 与主流 L1 单频模组管脚兼容，原有设计只需更换天线即可升级为厘米级定位。',
  ],
  highlights: [
    {
      title: '双频 L1 + L5，固定更快',
      text: '双频观测有效削弱电离层误差，RTK 初始化时间通常在 5 秒以内，遮挡后的重捕获不超过 1 秒。',
    },
    {
      title: '小尺寸、低功耗',
      text: '16×12×2.4 毫米、1.6 克，典型功耗 450 mW，适合对重量和续航敏感的无人机与手持设备。',
    },
    {
      title: '内置 RTK，开箱即用',
      text: '模组直接接收 RTCM 3.x 差分数据并输出 NMEA 定位结果，主控无需运行定位算法。',
    },
    {
      title: '与星衡服务深度适配',
      text: '出厂预置 NTRIP 客户端参数模板，配合 Locate-CM 厘米级服务账号即可全国使用。',
    },
  ],
  specs: [
    {
      title: '卫星与通道',
      rows: [
        { key: 'constellations', value: DUAL_FREQUENCY_SIGNALS },
        { key: 'channels', value: '960' },
      ],
    },
    {
      title: '定位性能',
      rows: [
        {
          key: 'accuracy',
          value: [SINGLE_POINT_ACCURACY, RTK_ACCURACY],
        },
        { key: 'ttff', value: ENGINE_TTFF },
        { key: 'updateRate', value: '20 Hz（RTK 定位），原始观测 10 Hz' },
        { key: 'corrections', value: ['输入 RTCM 3.x（MSM4 / MSM7）', '输出 NMEA 0183 V4.11'] },
      ],
    },
    {
      title: '接口与电气',
      rows: [
        { key: 'interfaces', value: ['UART × 3、SPI、I2C、CAN', 'PPS 秒脉冲输出'] },
        { key: 'power', value: '3.3 V（3.0–3.6 V），典型功耗 450 mW' },
      ],
    },
    {
      title: '结构与环境',
      rows: [
        { key: 'size', value: '16 × 12 × 2.4 mm，1.6 g，LGA 封装' },
        { key: 'temperature', value: '−40 ~ +85 °C' },
      ],
    },
  ],
  applications: [
    {
      title: '无人机航测与植保',
      text: '为多旋翼与垂起固定翼提供厘米级位置，航线精准复飞，免像控航测更省外业。',
      solution: 'lowAltitudeEconomy',
    },
    {
      title: '割草与巡检机器人',
      text: '无边界线的割草机器人依靠 RTK 规划路径，巡检机器人按厘米级轨迹往返作业。',
      solution: 'lowSpeedUnmannedVehicle',
    },
    {
      title: '农机辅助驾驶',
      text: '轻量化的后装导航终端以 20 Hz 输出位置，拖拉机直线作业行间误差控制在 2.5 cm 以内。',
      solution: 'farmingPrecision',
    },
  ],
};
