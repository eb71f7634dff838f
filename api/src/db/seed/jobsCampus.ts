import type { JobPosting } from '@xingheng/shared';

/** Campus openings of the 北斗星火 programme (`/aboutus/dayiJoin`). */
export const campusJobs: JobPosting[] = [
  {
    id: 201,
    title: 'GNSS 算法工程师（校招）',
    category: '算法',
    city: '武汉',
    kind: 'campus',
    headcount: 5,
    publishedAt: '2026-09-01',
    responsibilities: [
      '在导师指导下参与 RTK/PPP-RTK 解算算法的研发与验证',
      '处理参考站与流动站观测数据，分析定位性能',
      '参与新系统、新频点改正的算法预研',
    ],
    requirements: [
      '2027 届硕士或博士，测绘、导航、电子等相关专业',
      '掌握 GNSS 定位基本原理，熟悉 C++ 或 Python',
      '有 RTKLIB、GAMIT 等软件使用经验或相关论文者优先',
    ],
  },
  {
    id: 202,
    title: '组合导航算法工程师（校招）',
    category: '算法',
    city: '上海',
    kind: 'campus',
    headcount: 3,
    publishedAt: '2026-09-01',
    responsibilities: [
      '参与 GNSS/INS 组合导航算法开发与车载路测',
      '参与 IMU 标定与误差分析工具开发',
      '整理测试数据，输出算法评估报告',
    ],
    requirements: [
      '2027 届硕士，导航、控制、自动化等相关专业',
      '掌握卡尔曼滤波原理，熟悉 C/C++ 或 MATLAB',
      '有机器人或无人车项目经历者优先',
    ],
  },
  {
    id: 203,
    title: '软件开发工程师（校招）',
    category: '软件',
    city: '北京',
    kind: 'campus',
    headcount: 6,
    publishedAt: '2026-09-01',
    responsibilities: [
      '参与定位服务平台、用户中心与官网的前后端开发',
      '参与代码评审与自动化测试建设',
      '在轮岗中了解播发系统、计费系统与运维体系',
    ],
    requirements: [
      '2027 届本科及以上，计算机、软件工程等相关专业',
      '扎实的数据结构与算法基础，熟悉 Go、Java 或 TypeScript 之一',
      '热爱技术，有开源项目或竞赛经历者优先',
    ],
  },
  {
    id: 204,
    title: '嵌入式开发工程师（校招）',
    category: '软件',
    city: '深圳',
    kind: 'campus',
    headcount: 3,
    publishedAt: '2026-09-01',
    responsibilities: [
      '参与定位模组与终端的嵌入式软件开发与调试',
      '参与定位 SDK 在嵌入式平台上的移植与测试',
      '协助产线测试工具开发',
    ],
    requirements: [
      '2027 届本科及以上，电子、通信、计算机等相关专业',
      '熟悉 C 语言与单片机开发，有电子设计竞赛经历者优先',
    ],
  },
  {
    id: 205,
    title: '硬件工程师（校招）',
    category: '硬件',
    city: '深圳',
    kind: 'campus',
    headcount: 2,
    publishedAt: '2026-09-01',
    responsibilities: [
      '参与 GNSS 模组、IMU 与车载终端的硬件设计与调试',
      '参与射频与电源电路的测试验证',
      '编写硬件设计文档与测试报告',
    ],
    requirements: [
      '2027 届硕士，电子、通信、微电子等相关专业',
      '掌握模拟与数字电路基础，会使用示波器等常用仪器',
      '有射频电路或 PCB 设计经验者优先',
    ],
  },
  {
    id: 206,
    title: '产品培训生（校招）',
    category: '产品',
    city: '北京',
    kind: 'campus',
    headcount: 2,
    publishedAt: '2026-09-01',
    responsibilities: [
      '在产品、解决方案与市场岗位轮岗，了解高精度定位行业',
      '参与用户调研、需求分析与产品文档撰写',
      '协助组织客户交流与产品发布活动',
    ],
    requirements: [
      '2027 届本科及以上，专业不限，理工科背景优先',
      '逻辑清晰、表达流畅，对卫星导航与智能驾驶有浓厚兴趣',
    ],
  },
];
