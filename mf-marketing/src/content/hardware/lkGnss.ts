import {
  DUAL_FREQUENCY_SIGNALS,
  ENGINE_TTFF,
  RTK_ACCURACY,
  SINGLE_POINT_ACCURACY,
} from './receiverSpecs';
import type { Hardware } from './types';

/** LK-GNSS, the automotive-grade module (SPEC §2 `/productSolution/hardware/lk-gnss`). */
export const LK_GNSS: Hardware = {
  slug: 'lk-gnss',
  name: 'LK-GNSS 车规级定位模组',
  category: 'GNSS',
  summary: '通过 AEC-Q100 认证的车规级定位模组，面向前装车道级导航与智能驾驶。',
  tagline: 'AEC-Q100 认证、ASIL-B ready 的车规级双频模组，为前装车道级导航与智能驾驶提供可信定位。',
  gnssReceiver: true,
  overview: [
    'LK-GNSS 是面向汽车前装市场的车规级高精度定位模组，芯片通过 AEC-Q100 Grade 2 认证，模组在 IATF 16949 体系产线生产，按 ISO 26262 流程开发并达到 ASIL-B ready，提供安全手册与 FMEDA 报告，便于整车厂完成功能安全论证。',
    '模组支持双频多系统 RTK 与 PPP-RTK，配合星衡时空全国地基增强网络，在高速与城市道路实现车道级定位；同时输出定位完好性保护级（PL），让智能驾驶系统知道“位置有多可信”，在误差超限时及时降级。',
  ],
  highlights: [
    {
      title: '车规级可靠性',
      text: 'AEC-Q100 Grade 2，−40 ~ +105 °C 工作，满足前装对寿命、振动与温度循环的要求。',
    },
    {
      title: '功能安全 ASIL-B ready',
      text: '按 ISO 26262 开发，提供安全手册、FMEDA 与安全机制说明，缩短系统级认证周期。',
    },
    {
      title: '完好性监测',
      text: '实时输出水平与垂直保护级，告警时间 < 1 s，为 L2+ 智能驾驶提供可信的位置边界。',
    },
    {
      title: 'RTK 与 PPP-RTK 双模',
      text: '城市内走 RTK，高速与郊区走 PPP-RTK，信号中断后快速恢复车道级精度。',
    },
  ],
  specs: [
    {
      title: '卫星与通道',
      rows: [
        { key: 'constellations', value: DUAL_FREQUENCY_SIGNALS },
        { key: 'channels', value: '1,024' },
      ],
    },
    {
      title: '定位性能',
      rows: [
        {
          key: 'accuracy',
          value: [SINGLE_POINT_ACCURACY, RTK_ACCURACY, 'PPP-RTK：水平 < 10 cm（95%）'],
        },
        { key: 'ttff', value: ENGINE_TTFF },
        { key: 'updateRate', value: '20 Hz' },
        { key: 'corrections', value: ['RTCM 3.x（MSM4 / MSM7）', 'SSR 状态空间改正（PPP-RTK）'] },
      ],
    },
    {
      title: '接口与电气',
      rows: [
        { key: 'interfaces', value: ['UART × 3、SPI、I2C、CAN FD', 'PPS 输出'] },
        { key: 'power', value: '3.3 V（3.0–3.6 V），典型功耗 450 mW' },
      ],
    },
    {
      title: '结构、环境与认证',
      rows: [
        { key: 'size', value: '16 × 12 × 2.4 mm，1.7 g，LGA 封装' },
        { key: 'temperature', value: '−40 ~ +105 °C' },
        {
          key: 'certification',
          value: ['AEC-Q100 Grade 2', 'ISO 26262 ASIL-B ready', 'IATF 16949 产线制造'],
        },
      ],
    },
  ],
  applications: [
    {
      title: '车道级导航与 AR-HUD',
      text: '为导航引擎提供车道级位置，匝道、分歧点提前变道提示更准确。',
      solution: 'intelligentDriving',
    },
    {
      title: '高速领航辅助驾驶',
      text: '与高精地图匹配，为高速 NOA 提供绝对位置与保护级，支撑自动上下匝道。',
      solution: 'intelligentDriving',
    },
    {
      title: 'C-V2X 车载单元',
      text: '为 OBU 提供车道级位置与时间同步，让红绿灯信息、碰撞预警精确到车道。',
      solution: 'v2xPrecision',
    },
  ],
};
