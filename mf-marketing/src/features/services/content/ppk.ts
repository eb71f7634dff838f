import type { Fact, Feature } from './types';

/** The PPK post-processed kinematic service (`/productSolution/services/ppk`). Illustrative. */
export const PPK = {
  lead: '作业时只记录原始观测数据，回到室内一键上传解算，无需现场通信链路也能得到厘米级成果。',
  intro: [
    'PPK（Post-Processed Kinematic，后处理动态差分）在作业结束后，把流动站记录的原始观测数据与同一时段的 CORS 参考站数据联合解算，得到每个历元的高精度位置。与实时 RTK 相比，它不依赖作业现场的移动网络，可前后向联合滤波，固定率和可靠性更高。',
    '星衡时空 PPK 服务直接调用全国 3,000 多座基准站的观测数据，自动为您的作业区生成虚拟参考站，无需自行架设基站。',
  ],
  steps: [
    {
      title: '上传 RINEX 观测数据',
      text: '在控制台或通过 API 上传流动站原始观测文件，可附带相机曝光时间标记。',
    },
    {
      title: '基于 CORS 网络解算',
      text: '系统自动匹配作业时段与区域的基准站数据，生成虚拟参考站并完成前后向联合解算。',
    },
    {
      title: '下载轨迹/点位成果',
      text: '数分钟内生成逐历元轨迹、曝光点坐标与精度报告，支持 CSV、POS 等格式导出。',
    },
  ] satisfies Feature[],
  accuracy: [
    { label: '平面精度', value: '1 cm + 1 ppm（RMS）' },
    { label: '高程精度', value: '2 cm + 1 ppm（RMS）' },
    { label: '数据采样率', value: '1–20 Hz' },
    { label: '单文件解算时间', value: '2 小时数据约 3 分钟' },
  ] satisfies Fact[],
  formats: [
    { label: '标准格式', value: 'RINEX 2.11 / 3.04 观测与导航文件' },
    { label: '接收机原始格式', value: '主流接收机原始格式（解算前自动转换）' },
    { label: '成果坐标系', value: 'CGCS2000、WGS84、ITRF2020' },
  ] satisfies Fact[],
  useCases: [
    {
      title: '无人机航测',
      text: '免像控或少像控航测：以曝光点精确坐标替代大量地面像控点，外业效率提升数倍。',
    },
    {
      title: '移动测量',
      text: '车载、背包激光扫描与街景采集，为点云与影像提供连续、平滑的高精度轨迹。',
    },
  ] satisfies Feature[],
};
