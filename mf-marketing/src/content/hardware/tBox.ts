import {
  DUAL_FREQUENCY_SIGNALS,
  ENGINE_TTFF,
  RTK_ACCURACY,
  SINGLE_POINT_ACCURACY,
} from './receiverSpecs';
import type { Hardware } from './types';

/** T-BOX, the in-vehicle telematics terminal (SPEC §2 `/productSolution/hardware/t-box`). */
export const T_BOX: Hardware = {
  slug: 't-box',
  name: 'T-BOX 车载通信终端',
  category: '终端',
  summary: '集成高精度定位与 4G/5G 通信的车载终端，支持远程诊断、OTA 与车路协同。',
  tagline: '集成车道级定位与 4G/5G 通信的车载终端，一台设备承载远程监控、OTA 升级与车路协同。',
  gnssReceiver: true,
  overview: [
    'T-BOX 是面向乘用车、商用车与特种车辆的车载通信终端，内置 LK-GNSS 车规级定位模组与六轴 IMU，在 RTK 服务下提供车道级位置，隧道与高架下依靠航位推算保持轨迹连续；通信支持 4G Cat.4 与 5G NR 双版本，可选 C-V2X PC5 直连。',
    '终端通过 CAN FD 与车载以太网接入整车网络，支持 GB/T 32960 远程监控、HJ 1239 重型车远程排放监控、远程诊断与 FOTA 升级。硬件安全模块保存车辆证书，数据全程加密传输，满足汽车数据安全管理的相关要求。',
  ],
  highlights: [
    {
      title: '车道级定位',
      text: 'RTK 水平精度 1 cm + 1 ppm，融合 IMU 与轮速，隧道内轨迹不中断。',
    },
    {
      title: '4G / 5G 双版本',
      text: '4G Cat.4 满足监控与诊断，5G NR 支撑高清视频回传与大文件 OTA。',
    },
    {
      title: '车路协同就绪',
      text: '可选 C-V2X PC5 直连模块，接收路侧信号灯与预警信息，位置精确到车道。',
    },
    {
      title: '安全合规',
      text: 'HSM 硬件加密与双向证书认证，支持国标远程监控与排放监控协议。',
    },
  ],
  specs: [
    {
      title: '通信',
      rows: [
        {
          key: 'network',
          value: ['4G Cat.4 全网通 / 5G NR（SA / NSA）', '可选 C-V2X PC5，Wi-Fi 5、蓝牙 5.0'],
        },
      ],
    },
    {
      title: '定位',
      rows: [
        { key: 'constellations', value: DUAL_FREQUENCY_SIGNALS },
        { key: 'channels', value: '1,024' },
        {
          key: 'accuracy',
          value: [SINGLE_POINT_ACCURACY, RTK_ACCURACY, '组合导航：卫星失锁 30 s 内水平误差 < 2 m'],
        },
        { key: 'ttff', value: ENGINE_TTFF },
        { key: 'updateRate', value: '定位 10 Hz，组合导航 50 Hz' },
      ],
    },
    {
      title: '接口与电气',
      rows: [
        {
          key: 'interfaces',
          value: [
            'CAN FD × 4',
            '100BASE-T1 车载以太网 × 2',
            'RS-232 × 1、USB 2.0 × 1',
            '数字输入 × 4、数字输出 × 2',
          ],
        },
        { key: 'power', value: '9–36 V DC，典型功耗 4.5 W，休眠电流 < 3 mA' },
      ],
    },
    {
      title: '结构与环境',
      rows: [
        { key: 'size', value: '160 × 120 × 35 mm，650 g' },
        { key: 'protection', value: 'IP67' },
        { key: 'temperature', value: '−40 ~ +85 °C' },
        { key: 'certification', value: ['GB/T 32960、HJ 1239 协议', 'E-mark、CCC'] },
      ],
    },
  ],
  applications: [
    {
      title: '营运车辆监控',
      text: '两客一危、重型货车的车道级轨迹与驾驶行为上报，超速、疲劳驾驶及时干预。',
      solution: 'vehicleMonitoring',
    },
    {
      title: '车路协同',
      text: '接收路侧单元发布的信号灯相位与盲区预警，按所在车道推送给驾驶员。',
      solution: 'smartTrafficManagementV2x',
    },
    {
      title: '智慧交管数据采集',
      text: '浮动车的车道级速度与轨迹为信号配时优化、拥堵研判提供数据。',
      solution: 'smartTrafficManagement',
    },
    {
      title: '分时租赁与网约车',
      text: '还车点厘米级核验与远程开关锁，车辆调度与运营结算更精准。',
      solution: 'carpooling',
    },
  ],
};
