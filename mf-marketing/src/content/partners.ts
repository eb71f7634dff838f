/**
 * The partner programme as data (`/partner`): partner types with their benefits and
 * requirements, the fictional partners whose wordmarks we draw, and the joining process.
 * Pure data: no React. Partner companies are fictional and illustrative.
 */
import type { PartnerApplication } from '@xingheng/shared';

/** A cooperation type of `PartnerApplication` (docs/api.md). */
export type CooperationType = PartnerApplication['cooperationType'];

/** One partner type of the programme. */
export interface PartnerType {
  code: CooperationType;
  label: string;
  en: string;
  summary: string;
  benefits: string[];
  requirements: string[];
}

/** A fictional partner drawn as an SVG wordmark: `mark` is the 1–2 character monogram. */
export interface PartnerBrand {
  name: string;
  mark: string;
  industry: string;
  /** Brand colour, a CSS hex colour. */
  color: string;
  /** Monogram shape. */
  shape: 'circle' | 'square' | 'hexagon' | 'diamond';
}

/** The four partner types, in the order the form lists them. */
export const PARTNER_TYPES: readonly PartnerType[] = [
  {
    code: 'reseller',
    label: '渠道分销',
    en: 'Reseller',
    summary: '在区域或行业内销售星衡时空的定位服务账号与 GNSS/IMU 硬件。',
    benefits: [
      '阶梯分销价格与年度返点',
      '经销商测试账号与演示设备',
      '销售与售前培训、联合市场活动',
    ],
    requirements: [
      '具备合法经营资质',
      '有测绘、农机、车载或物联网行业客户基础',
      '配备至少 2 名销售与 1 名技术支持',
    ],
  },
  {
    code: 'integrator',
    label: '系统集成',
    en: 'Integrator',
    summary: '将高精度定位能力集成进您的行业系统或交付项目。',
    benefits: [
      'NTRIP/SDK 接入技术支持与联调',
      '项目报备保护与专属折扣',
      '联合方案白皮书与案例发布',
    ],
    requirements: [
      '具备软件或系统集成交付能力',
      '有明确的行业项目或客户',
      '能完成设备与平台的对接测试',
    ],
  },
  {
    code: 'technology',
    label: '技术合作',
    en: 'Technology',
    summary: '芯片、模组、天线、地图与算法厂商与我们联合开发、互认兼容。',
    benefits: [
      '兼容性认证与联合测试',
      '开放 RTCM 3.x MSM 与 SSR 电文接口文档',
      '联合研发立项与专利合作',
    ],
    requirements: ['拥有自主技术或产品', '配备研发与测试团队', '愿意签署保密与兼容性测试协议'],
  },
  {
    code: 'industry',
    label: '行业共建',
    en: 'Industry',
    summary: '与行业龙头、研究机构和地方平台共建高精度时空应用与标准。',
    benefits: ['共建实验场与示范工程', '参与行业标准与测试规范制定', '联合申报科研与产业化项目'],
    requirements: ['在行业内具备影响力或示范场景', '有明确的共建目标与投入', '指定项目负责人'],
  },
];

/** Fictional partners shown as wordmarks (illustrative). */
export const PARTNER_BRANDS: readonly PartnerBrand[] = [
  { name: '北辰测绘', mark: '北辰', industry: '测绘地理信息', color: '#1663ff', shape: 'circle' },
  { name: '驰远汽车', mark: '驰', industry: '智能网联汽车', color: '#d4380d', shape: 'square' },
  { name: '云岭农机', mark: '云岭', industry: '精准农业', color: '#389e0d', shape: 'hexagon' },
  { name: '海港智联', mark: '海', industry: '智慧港口', color: '#08979c', shape: 'diamond' },
  { name: '天衢交通', mark: '衢', industry: '智慧交通', color: '#531dab', shape: 'circle' },
  { name: '凌霄航空', mark: '凌霄', industry: '低空经济', color: '#0958d9', shape: 'diamond' },
  { name: '安途出行', mark: '安', industry: '共享出行', color: '#d48806', shape: 'hexagon' },
  { name: '磐石监测', mark: '磐', industry: '形变监测', color: '#5b6678', shape: 'square' },
];

/** How a partnership is set up, step by step. */
export const PARTNER_PROCESS: readonly { title: string; text: string }[] = [
  { title: '提交意向', text: '填写下方合作表单，说明公司与合作方向。' },
  { title: '专人对接', text: '2 个工作日内由渠道经理电话联系。' },
  { title: '方案评估', text: '双方评估市场、技术与资源匹配度。' },
  { title: '签约授权', text: '签署合作协议，开通测试账号与资料。' },
  { title: '赋能上线', text: '培训、联调与联合市场活动同步启动。' },
];

/**
 * Chinese label of a cooperation type.
 * @param code one of `PartnerApplication['cooperationType']`
 * @returns e.g. `渠道分销` for `reseller`
 */
export function cooperationLabel(code: CooperationType): string {
  return PARTNER_TYPES.find((type) => type.code === code)?.label ?? code;
}
