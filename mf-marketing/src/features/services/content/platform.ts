import type { Fact, Feature } from './types';

/** The spatio-temporal data platform (`/productSolution/services/details_platform`). Illustrative. */
export const PLATFORM = {
  lead: '把海量终端的高精度位置接进来、存下来、用起来：一套平台覆盖接入、轨迹、围栏与坐标转换。',
  intro: [
    '时空数据平台面向车队、园区、港口与城市管理等行业客户，统一接入来自 GNSS 模组、T-BOX、手机与第三方系统的位置数据，按时间与空间建立索引，提供轨迹查询、电子围栏、坐标转换和统计分析能力。',
    '平台可作为公有云服务开通，也可整体私有化部署在客户机房或政务云，数据不出本地网络，满足测绘地理信息与数据安全相关要求。',
  ],
  capabilities: [
    {
      title: '位置接入',
      text: '支持 MQTT、HTTP、JT/T 808 与 NMEA 协议，单集群可接入百万级终端，断线自动续传。',
    },
    {
      title: '轨迹存储与回放',
      text: '时空索引的轨迹库，按车辆、时间段秒级检索，支持抽稀、纠偏与倍速回放。',
    },
    {
      title: '电子围栏',
      text: '圆形、多边形与道路缓冲区围栏，进出、超时与超速事件实时告警并推送到业务系统。',
    },
    {
      title: '坐标转换',
      text: 'CGCS2000 与 WGS84 等坐标系之间的高精度转换，支持 ITRF 历元归算与七参数转换。',
    },
    {
      title: '私有化部署',
      text: '容器化交付，支持国产操作系统与数据库，提供部署、升级与运维的全流程服务。',
    },
    {
      title: '开放接口',
      text: 'REST API 与 WebSocket 推送，附带 Java、Python SDK，便于与调度、风控等系统集成。',
    },
  ] satisfies Feature[],
  facts: [
    { label: '接入规模', value: '单集群 100 万台终端' },
    { label: '写入能力', value: '10 万个位置点 / 秒' },
    { label: '轨迹查询', value: '单车一个月轨迹 1 秒内返回' },
    { label: '围栏告警延迟', value: '≤ 1 秒' },
  ] satisfies Fact[],
};
