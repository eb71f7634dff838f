/**
 * The company as data (`/aboutus`, `/aboutus/join`, `/aboutus/dayiJoin`): profile, key
 * figures, history, qualifications, offices and the recruiting facts. Pure data: no React.
 * Figures, certificate names and addresses are illustrative.
 */

/** A key figure: `value` and `unit` are shown large, `label` below. */
export interface KeyFigure {
  value: string;
  unit: string;
  label: string;
}

/** One year of the history timeline. */
export interface Milestone {
  year: number;
  title: string;
  text: string;
}

/** A qualification or certificate; `scope` says what it covers. */
export interface Qualification {
  name: string;
  issuer: string;
  scope: string;
}

/** An office; `hq` marks the headquarters. */
export interface Office {
  city: string;
  name: string;
  address: string;
  hq: boolean;
}

/** Who we are, in three paragraphs, and the mission statement. */
export const COMPANY_PROFILE = {
  name: '星衡时空（北京）科技有限公司',
  paragraphs: [
    '星衡时空是一家专注北斗/GNSS 高精度定位的时空信息服务商。我们在全国建设并运维由 3,200 余座连续运行参考站（CORS）组成的地基增强网络，以 NTRIP 和 SDK 两种方式播发 RTCM 3.x MSM4/MSM7 差分改正数与 PPP-RTK 状态空间改正数。',
    '基于这张网络，我们提供厘米级（Locate-CM）与亚米级（Locate-DM）实时定位服务、面向海洋与边远地区的星基增强服务 Orion，以及 GNSS 板卡、GNSS/IMU 组合导航模组与车载终端，服务智能驾驶、低空经济、精准农业、智慧港口、形变监测等行业。',
    '我们的坐标服务同时支持 CGCS2000、WGS84 与 ITRF2020 框架，核心定位引擎、参考站网解算与完好性监测均为自主研发。',
  ],
  mission: '让每一台设备都知道自己在哪里，误差以厘米计。',
  vision: '成为值得信赖的时空基础设施，服务千行百业的自动化与智能化。',
} as const;

/** Key figures of the company (illustrative, as of 2026). */
export const COMPANY_FIGURES: readonly KeyFigure[] = [
  { value: '3,200', unit: '+', label: '自建连续运行参考站' },
  { value: '2', unit: 'cm', label: '厘米级服务水平精度（RMS）' },
  { value: '1,800', unit: '万+', label: '累计服务终端' },
  { value: '46', unit: '项', label: '授权发明专利' },
];

/** History 2016–2026, oldest first. */
export const COMPANY_HISTORY: readonly Milestone[] = [
  {
    year: 2016,
    title: '公司成立',
    text: '在北京中关村成立，核心团队来自卫星导航与测绘行业，启动参考站网解算引擎研发。',
  },
  {
    year: 2017,
    title: '首批参考站',
    text: '京津冀地区首批 120 座参考站建成，完成网络 RTK 服务内测。',
  },
  {
    year: 2018,
    title: '厘米级服务上线',
    text: 'Locate-CM 厘米级服务正式商用，支持 NTRIP 接入与 RTCM 3.2 MSM 电文。',
  },
  {
    year: 2019,
    title: '全国组网',
    text: '参考站规模突破 1,500 座，覆盖全国 31 个省级行政区的主要城市与交通干线。',
  },
  {
    year: 2020,
    title: '亚米级与 SDK',
    text: '发布 Locate-DM 亚米级服务与定位 SDK，进入共享单车与车辆监控市场。',
  },
  {
    year: 2021,
    title: '硬件产品线',
    text: 'LF/LH 系列 GNSS 板卡与 STIB 惯导模组量产，形成“服务 + 硬件”一体化方案。',
  },
  {
    year: 2022,
    title: 'PPP-RTK 商用',
    text: '基于状态空间表达（SSR）的 PPP-RTK 服务上线，初始化时间缩短至 10 秒以内。',
  },
  {
    year: 2023,
    title: '车规级产品',
    text: 'LK-GNSS 车规级模组与 T-BOX 终端发布，进入多家车企智能驾驶定点项目。',
  },
  {
    year: 2024,
    title: '星基增强 Orion',
    text: '通过 L 波段卫星播发改正数的 Orion 服务上线，覆盖近海与边远地区。',
  },
  {
    year: 2025,
    title: '低空与港口',
    text: '为低空飞行器与自动化码头提供高完好性定位，参考站规模突破 3,000 座。',
  },
  {
    year: 2026,
    title: '时空平台',
    text: '发布时空数据平台，统一接入定位、轨迹与形变监测数据，服务终端超过 1,800 万。',
  },
];

/** Qualifications and certificates (illustrative). */
export const COMPANY_QUALIFICATIONS: readonly Qualification[] = [
  { name: '测绘资质 甲级', issuer: '自然资源部', scope: '大地测量、卫星定位基准站网建设与运维' },
  {
    name: '国家高新技术企业',
    issuer: '北京市科学技术委员会等',
    scope: '高精度定位算法与时空数据服务',
  },
  {
    name: 'ISO 9001 质量管理体系',
    issuer: '第三方认证机构',
    scope: '定位服务、GNSS 板卡与终端的研发、生产与服务',
  },
  {
    name: 'ISO/IEC 27001 信息安全管理体系',
    issuer: '第三方认证机构',
    scope: '参考站网数据处理与定位服务平台运营',
  },
  {
    name: 'IATF 16949 汽车质量管理体系',
    issuer: '第三方认证机构',
    scope: 'LK-GNSS 车规级定位模组的设计与制造',
  },
  {
    name: '北斗导航产品认证',
    issuer: '行业检测机构',
    scope: 'LF-GNSS、LH-GNSS 多频多系统接收板卡',
  },
];

/** Offices; the first is the headquarters (addresses illustrative). */
export const COMPANY_OFFICES: readonly Office[] = [
  {
    city: '北京',
    name: '总部',
    address: '北京市海淀区中关村软件园二期 西北旺东路 10 号院 7 号楼',
    hq: true,
  },
  {
    city: '上海',
    name: '华东分公司',
    address: '上海市浦东新区张江高科技园区 祖冲之路 887 弄 3 号楼',
    hq: false,
  },
  {
    city: '武汉',
    name: '研发中心',
    address: '湖北省武汉市东湖高新区 光谷大道 77 号 光谷金融港 B6 栋',
    hq: false,
  },
  {
    city: '深圳',
    name: '华南分公司',
    address: '广东省深圳市南山区 科技园 高新南九道 10 号 深圳湾科技生态园 10 栋',
    hq: false,
  },
];

/** How to apply for a social-recruitment position. */
export const RECRUITING = {
  mailbox: 'hr@xingheng-space.com',
  subjectFormat: '应聘-职位名称-城市-姓名',
  subjectExample: '应聘-GNSS 定位算法工程师-北京-张三',
  steps: ['投递', '简历筛选', '技术面试', '综合面试', 'Offer'],
  stepNotes: [
    '邮件投递简历，附作品或论文更佳',
    '5 个工作日内反馈筛选结果',
    '1–2 轮，与团队负责人深入交流',
    '与部门负责人及 HR 沟通发展与期望',
    '发放录用通知，协助办理入职',
  ],
  benefits: [
    { title: '有竞争力的薪酬', text: '年度调薪与项目奖金，核心岗位提供期权激励。' },
    { title: '六险二金', text: '五险一金足额缴纳，另有补充医疗保险与补充公积金。' },
    { title: '弹性工作', text: '弹性上下班，每年 15 天起带薪年假与 5 天带薪病假。' },
    { title: '技术成长', text: '内部技术分享、外部会议与专业认证费用支持。' },
    { title: '外场与实测', text: '参与全国参考站、车载与港口实测，接触真实场景。' },
    { title: '生活关怀', text: '年度体检、节日礼金、餐补与交通补贴。' },
  ],
} as const;
