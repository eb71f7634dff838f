import {
  ENGINE_TTFF,
  RTK_ACCURACY,
  SINGLE_POINT_ACCURACY,
  TRIPLE_FREQUENCY_SIGNALS,
} from './receiverSpecs';
import type { Hardware } from './types';

/** P-BOX, the plug-and-play positioning terminal (SPEC §2 `/productSolution/hardware/p-box`). */
export const P_BOX: Hardware = {
  slug: 'p-box',
  name: 'P-BOX 定位终端',
  category: '终端',
  summary: '即插即用的高精度定位终端，内置 4G 通信与差分账号，十分钟完成部署。',
  tagline: '内置 4G 通信与星衡差分账号的高精度定位终端，通电即得厘米级位置，十分钟完成部署。',
  gnssReceiver: true,
  overview: [
    'P-BOX 把多频 GNSS 接收机、4G 全网通模块和星衡时空差分账号集成在一个 IP67 防护的金属外壳里。设备上电后自动拨号、登录 NTRIP 服务并开始 RTK 解算，无需额外的电台、基准站或调试电脑，现场十分钟即可完成安装。',
    'P-BOX 通过 RS-232、RS-485 或以太网把 NMEA 定位结果交给车辆或设备的控制器，也可经 MQTT 直接上报到用户平台。9–36 V 宽压输入适配 12 V 与 24 V 车辆电源，适合工程机械、作业车辆与固定监测点的批量改造。',
  ],
  highlights: [
    {
      title: '差分账号预置',
      text: '出厂绑定 Locate-CM 厘米级或 Locate-DM 亚米级服务账号，开机即用，到期可在线续费。',
    },
    {
      title: '十分钟部署',
      text: '磁吸或抱杆安装，一根电源线、一根数据线，免配置接入现有设备。',
    },
    {
      title: '工业级防护',
      text: 'IP67 防尘防水，−30 ~ +70 °C 宽温工作，抗振动等级满足 GB/T 2423 车载要求。',
    },
    {
      title: '远程运维',
      text: '支持远程配置、固件升级与状态查看，设备离线、差分中断即时告警。',
    },
  ],
  specs: [
    {
      title: '定位',
      rows: [
        { key: 'constellations', value: TRIPLE_FREQUENCY_SIGNALS },
        { key: 'channels', value: '1,408' },
        {
          key: 'accuracy',
          value: [SINGLE_POINT_ACCURACY, RTK_ACCURACY, '亚米级服务：水平 0.3 m（RMS）'],
        },
        { key: 'ttff', value: ENGINE_TTFF },
        { key: 'updateRate', value: '1 / 5 / 10 Hz 可配' },
      ],
    },
    {
      title: '通信与接口',
      rows: [
        {
          key: 'network',
          value: ['4G Cat.4 全网通，内置 eSIM', 'NTRIP 客户端，MQTT / TCP 数据上报'],
        },
        {
          key: 'interfaces',
          value: ['RS-232 × 1、RS-485 × 1', 'Ethernet 10/100 Mbps', 'USB Type-C（配置与升级）'],
        },
      ],
    },
    {
      title: '电气、结构与环境',
      rows: [
        { key: 'power', value: '9–36 V DC，典型功耗 3.5 W' },
        { key: 'size', value: '120 × 90 × 40 mm，420 g' },
        { key: 'protection', value: 'IP67' },
        { key: 'temperature', value: '−30 ~ +70 °C' },
      ],
    },
  ],
  applications: [
    {
      title: '渣土车与工程车辆监管',
      text: '厘米级轨迹区分车道与出入口，违规倾倒、超范围作业可追溯到具体位置。',
      solution: 'vehicleMonitoring',
    },
    {
      title: '港口作业机械改造',
      text: '为正面吊、堆高机加装高精度定位，场内作业调度精确到箱位。',
      solution: 'smartPort',
    },
    {
      title: '农机作业监测',
      text: '记录深松、播种作业的真实面积与轨迹，作业补贴核验有据可查。',
      solution: 'farmingPrecision',
    },
    {
      title: '警用车辆指挥调度',
      text: '警车与执勤车辆位置实时上图，车道级轨迹辅助路面指挥与事后研判。',
      solution: 'smartPublicSecurity',
    },
  ],
};
