/**
 * The “北斗星火” campus recruitment programme as data (`/aboutus/dayiJoin`): schedule,
 * tracks, mentorship and FAQ. Pure data; dates are for the 2027 graduating class (illustrative).
 */

/** A titled text block. */
export interface CampusItem {
  title: string;
  text: string;
}

/** Programme name and the e-mail subject format of campus applications. */
export const CAMPUS_PROGRAM = {
  name: '北斗星火',
  audience: '面向 2027 届海内外高校本科、硕士与博士毕业生',
  subjectFormat: '校招-岗位方向-学校-姓名',
  subjectExample: '校招-定位算法-武汉大学-李四',
} as const;

/** Schedule of the autumn campaign, in order. */
export const CAMPUS_SCHEDULE: readonly CampusItem[] = [
  { title: '网申', text: '9 月 1 日 – 10 月 31 日，邮件投递简历，可同时填报两个志愿方向。' },
  { title: '笔试', text: '9 月中旬起分批在线笔试，算法类含 GNSS 数据处理编程题。' },
  { title: '面试', text: '10 月起两轮面试：专业面试与综合面试，可线上或在北京、武汉现场进行。' },
  { title: 'Offer', text: '面试通过后 2 周内发放 Offer，11 月底前完成签约。' },
];

/** The tracks graduates can apply to. */
export const CAMPUS_TRACKS: readonly CampusItem[] = [
  {
    title: '定位算法',
    text: 'RTK/PPP-RTK、GNSS/IMU 组合导航、完好性监测，适合测绘、导航、自动化与信号处理专业。',
  },
  { title: '软件开发', text: '参考站网数据处理平台、NTRIP 播发集群、定位 SDK 与 Web 前端。' },
  { title: '硬件与嵌入式', text: 'GNSS 板卡、天线与射频、车规级模组、T-BOX 固件与驱动。' },
  { title: '产品与解决方案', text: '面向智能驾驶、低空经济、精准农业的产品规划与方案设计。' },
];

/** How new graduates are mentored. */
export const CAMPUS_MENTORSHIP: readonly CampusItem[] = [
  { title: '一对一导师', text: '入职即配备资深工程师作为导师，制定首年成长计划并每月复盘。' },
  { title: '星火训练营', text: '两周集中培训：卫星导航原理、参考站网运维、产品与客户实践。' },
  { title: '外场实训', text: '参与参考站巡检、车载路测与港口实测，在真实场景中理解厘米级。' },
  { title: '答辩转正', text: '6 个月试用期结束时项目答辩，优秀者提前转正并进入技术骨干培养计划。' },
];

/** Frequently asked questions. */
export const CAMPUS_FAQ: readonly { question: string; answer: string }[] = [
  {
    question: '非测绘、导航专业可以投递吗？',
    answer:
      '可以。软件、电子、通信、自动化、数学等专业都欢迎，我们更看重扎实的基础与解决问题的能力。',
  },
  {
    question: '可以同时投递多个方向吗？',
    answer: '每人最多填报两个志愿方向，按志愿顺序安排笔试与面试，请在邮件正文注明。',
  },
  {
    question: '海外留学生如何参加？',
    answer: '海外学生可全程线上笔试与面试，毕业时间在 2026 年 9 月至 2027 年 8 月之间均可投递。',
  },
  {
    question: '是否提供实习机会？',
    answer: '提供。表现优秀的实习生可获得校招 Offer 直通资格，实习岗位同样通过招聘邮箱投递。',
  },
  {
    question: '工作地点在哪里？',
    answer: '北京、上海、武汉、深圳，具体以职位信息为准，录用后可在方向允许的范围内选择城市。',
  },
];
