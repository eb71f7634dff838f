import type { Solution } from './types';

/** 低空经济 (SPEC §2 `/productSolution/solution/lowAltitudeEconomy`): 无人机、eVTOL 与电子围栏. */
export const lowAltitudeEconomy: Solution<'lowAltitudeEconomy'> = {
  name: 'lowAltitudeEconomy',
  title: '低空经济',
  summary: '为无人机物流、巡检与城市空中交通提供厘米级定位与航路安全保障。',
  featured: true,
  icon: 'drone',
  group: '低空与机器人',
  headline: '厘米级定位与空域电子围栏，让无人机和 eVTOL 飞得准、管得住',
  keywords: [
    '低空经济',
    '无人机',
    'eVTOL',
    '电子围栏',
    '航路',
    '物流配送',
    '电力巡检',
    'UTM',
    '空中交通',
  ],
  problem: {
    title: '低空飞行器越来越多，位置却不够准也不够可信',
    points: [
      '米级定位无法支持无人机精准起降、机巢自动换电和楼宇间狭窄航路飞行。',
      '城市低空空域需要电子围栏与航路管理，飞行器越界、高度超限难以及时发现。',
      '高楼、山区和高压线附近多路径与电磁干扰严重，定位跳变带来炸机风险。',
    ],
  },
  approach: {
    title: '空地一体的高精度定位与空域监管',
    points: [
      '飞控集成厘米级 RTK 模组，起降点定位精度优于 5 厘米，支持机巢自动精准降落。',
      '改正数同时覆盖地面与 120 米以下低空，山区与海上航线切换 Orion 星基增强。',
      '云平台提供三维电子围栏、航路冲突检测与实时轨迹上报，接入低空监管平台。',
      '多频抗干扰与 IMU 融合，在高压线巡检等强干扰场景中抑制定位跳变。',
    ],
  },
  architecture: {
    layers: [
      {
        title: '卫星与参考站',
        nodes: [
          { id: 'gnss', label: '北斗三号卫星' },
          { id: 'cors', label: '参考站网' },
          { id: 'lband', label: '星基增强' },
        ],
      },
      {
        title: '星衡时空云平台',
        nodes: [
          { id: 'rtk', label: '厘米级改正数' },
          { id: 'fence', label: '三维电子围栏' },
          { id: 'track', label: '航迹监管' },
        ],
      },
      {
        title: '终端与算法',
        nodes: [
          { id: 'fc', label: '飞控 RTK 模组' },
          { id: 'nest', label: '无人机机巢' },
        ],
      },
      {
        title: '行业应用',
        nodes: [
          { id: 'delivery', label: '无人机物流' },
          { id: 'inspect', label: '电力与管线巡检' },
          { id: 'evtol', label: 'eVTOL 航线' },
        ],
      },
    ],
    edges: [
      { from: 'gnss', to: 'rtk' },
      { from: 'cors', to: 'rtk' },
      { from: 'lband', to: 'rtk' },
      { from: 'rtk', to: 'fc' },
      { from: 'fence', to: 'fc' },
      { from: 'track', to: 'nest' },
      { from: 'fc', to: 'delivery' },
      { from: 'fc', to: 'evtol' },
      { from: 'nest', to: 'inspect' },
    ],
  },
  services: [
    { id: 6, reason: '城市与近郊航线的厘米级 RTK，支撑精准起降与航线复飞。' },
    { id: 8, reason: '海岛、山区等无网络航线通过卫星接收改正数。' },
  ],
  hardware: [
    { slug: 'lf-gnss', reason: '轻量小尺寸模组，适合对重量和功耗敏感的多旋翼无人机。' },
    { slug: 'stib-imu', reason: '为飞控提供稳定姿态，抑制强干扰下的定位跳变。' },
  ],
  figures: [
    { value: '5 cm', label: '起降点定位精度', note: '机巢自动降落，水平 RMS，示例值' },
    { value: '120 m', label: '改正数覆盖高度', note: '真高，城市低空空域，示例值' },
    { value: '1 Hz', label: '航迹上报频率', note: '监管平台实时轨迹，可配置至 10 Hz' },
  ],
  cases: [
    {
      customer: '某即时配送平台无人机业务',
      challenge: '城市社区航线需要楼顶机场间精准起降，并满足监管的实时航迹上报要求。',
      result: '上线 30 条常态化航线，累计安全飞行超 10 万架次，降落偏差稳定在 10 厘米以内。',
    },
  ],
};
