import type { ServiceDetail } from '@xingheng/shared';
import type { ServiceDetailTable, ServicePlanTable } from '../types';

/** The detail fields of a service as written in the seed (the wire shape minus the product). */
type DetailSeed = Omit<ServiceDetail, 'name' | 'summary' | 'serverType' | 'connectType' | 'plans'>;

const CASTER = 'ntrip.xingheng-space.com';

/** Details of Locate-CM (6), Locate-DM (7) and Orion (8); figures illustrative. */
const details: DetailSeed[] = [
  {
    id: 6,
    tagline: '厘米级 RTK 差分改正，全国一张网，秒级固定',
    description: [
      'Locate-CM 是基于星衡时空全国连续运行参考站网（CORS）的网络 RTK 服务。数据处理中心实时解算各参考站的载波相位观测值，按流动站的概略位置生成虚拟参考站改正数，通过 NTRIP 协议或 SDK 播发给终端。',
      '服务支持北斗三号、GPS、Galileo、GLONASS 四系统多频点改正，双频 RTK 终端在开阔环境下通常数秒内即可获得固定解，水平精度 2 cm + 1 ppm（RMS）。改正数播发链路双活冗余，全年可用性目标 99.9%。',
      '典型应用包括测绘与工程放样、智能驾驶车道级定位、工程机械控制、精准农业自动导航与无人机作业。账号按终端计费，支持月、季、半年与年度订阅，可在线续费与试用。',
    ],
    accuracy: { horizontal: '2 cm + 1 ppm（RMS）', vertical: '5 cm + 1 ppm（RMS）' },
    convergence: '秒级（开阔环境通常 < 10 s）',
    coverage: '全国 3,000+ 参考站，覆盖 31 个省、自治区、直辖市',
    frames: ['CGCS2000', 'WGS84', 'ITRF2020'],
    ntrip: {
      caster: CASTER,
      ports: [
        { frame: 'CGCS2000', port: 8001 },
        { frame: 'WGS84', port: 8002 },
        { frame: 'ITRF2020', port: 8003 },
      ],
      messages: 'RTCM 3.3 MSM4/MSM7',
    },
    sdk: '提供 Android、Linux（ARM/x86）与 RTOS 版定位 SDK：SDK 负责账号鉴权、上传 GGA、接收改正数并向 GNSS 模组透传 RTCM 数据，断线自动重连，集成约 200 行代码即可完成。',
  },
  {
    id: 7,
    tagline: '亚米级 RTD 差分，单频终端也能车道级',
    description: [
      'Locate-DM 是面向大规模终端的伪距差分（RTD）服务。参考站网实时生成伪距改正数，终端使用单频或双频 GNSS 芯片即可将定位误差从 3–5 米降至亚米级，无需载波相位固定。',
      '服务对终端算力与天线要求低，首次定位后约 5 秒即可输出差分解，适合共享单车与电动自行车管理、物流车辆监控、车道级导航和资产追踪等海量终端场景。',
      '与 Locate-CM 共用同一套参考站网与播发系统，账号可按需升级为厘米级服务；支持按月到按年的灵活订阅，批量终端可申请行业价格。',
    ],
    accuracy: { horizontal: '0.5 m（RMS）', vertical: '1.0 m（RMS）' },
    convergence: '约 5 s（获得差分解后即可输出）',
    coverage: '全国 3,000+ 参考站，覆盖 31 个省、自治区、直辖市',
    frames: ['CGCS2000', 'WGS84'],
    ntrip: {
      caster: CASTER,
      ports: [
        { frame: 'CGCS2000', port: 8004 },
        { frame: 'WGS84', port: 8005 },
      ],
      messages: 'RTCM 3.3 MSM4（伪距与多普勒改正）',
    },
    sdk: '轻量版定位 SDK 支持 Android 与嵌入式 Linux，内存占用小于 2 MB，可按终端批量下发账号，适合共享出行与车载后装设备。',
  },
  {
    id: 8,
    tagline: '星基增强 PPP-RTK，卫星与互联网双通道，全球可用',
    description: [
      'Orion 是星衡时空的星基增强服务：数据处理中心基于全球跟踪站网解算精密轨道、钟差、相位偏差与区域大气改正，以 PPP-RTK 状态空间（SSR）形式通过 L 波段通信卫星播发，同时经互联网通道下发。',
      '在没有移动网络的海洋、边境、沙漠与山区，终端直接接收卫星信号即可获得高精度定位；在城市与近海区域，卫星与互联网双通道互为备份，切换无感。约 1 分钟收敛后水平精度优于 10 cm，约 15 分钟后优于 4 cm。',
      'Orion 适用于海洋测量与海工作业、远洋渔业、电力与油气管线巡检、野外勘探以及出海和出境的智能驾驶车辆，支持全球统一的 ITRF2020 基准并可转换至 WGS84 与 CGCS2000。',
    ],
    accuracy: {
      horizontal: '10 cm（约 1 分钟）/ 4 cm（约 15 分钟，RMS）',
      vertical: '20 cm（RMS）',
    },
    convergence: '约 1 分钟达到 10 cm，约 15 分钟达到 4 cm',
    coverage: '全球（南北纬 75° 之间），我国近海及周边区域增强',
    frames: ['ITRF2020', 'WGS84', 'CGCS2000'],
    ntrip: {
      caster: CASTER,
      ports: [
        { frame: 'ITRF2020', port: 8011 },
        { frame: 'WGS84', port: 8012 },
        { frame: 'CGCS2000', port: 8013 },
      ],
      messages: 'RTCM 3.3 SSR（轨道、钟差、码偏差与相位偏差）',
    },
    sdk: 'Orion SDK 内置 PPP-RTK 解算引擎，可同时接入 L 波段卫星信号与互联网改正流，支持 Linux 与 Android，提供收敛状态与精度因子输出。',
  },
];

/** Detail rows (JSON text for the list fields). */
export const serviceDetailSeed: ServiceDetailTable[] = details.map((d) => ({
  service_id: d.id,
  tagline: d.tagline,
  description_json: JSON.stringify(d.description),
  accuracy_horizontal: d.accuracy.horizontal,
  accuracy_vertical: d.accuracy.vertical,
  convergence: d.convergence,
  coverage: d.coverage,
  frames_json: JSON.stringify(d.frames),
  ntrip_caster: d.ntrip.caster,
  ntrip_ports_json: JSON.stringify(d.ntrip.ports),
  ntrip_messages: d.ntrip.messages,
  sdk: d.sdk,
}));

/** `[serviceId, serverType, durationUnit, duration, priceYuan]` of every plan (illustrative). */
const planTable: Array<[number, number, number, number, number]> = [
  [6, 2, 3, 1, 120],
  [6, 2, 4, 1, 330],
  [6, 2, 5, 1, 630],
  [6, 2, 6, 1, 1200],
  [7, 1, 3, 1, 30],
  [7, 1, 4, 1, 80],
  [7, 1, 5, 1, 150],
  [7, 1, 6, 1, 280],
  [8, 2, 3, 1, 260],
  [8, 2, 4, 1, 720],
  [8, 2, 6, 1, 2680],
];

/** Plan rows: ids `serviceId × 100 + n`, prices in fen. */
export const servicePlanSeed: ServicePlanTable[] = planTable.map(
  ([serviceId, serverType, durationUnit, duration, yuan], index) => {
    const n = planTable.slice(0, index + 1).filter(([s]) => s === serviceId).length;
    return {
      id: serviceId * 100 + n,
      service_id: serviceId,
      server_type: serverType,
      duration_unit: durationUnit,
      duration,
      price_cents: yuan * 100,
      sort_order: n,
    };
  },
);
