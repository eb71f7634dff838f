import type { MenuItem } from '@xingheng/shared';

/** A three-level header menu as the API serves it (test data for the layout tests). */
export const menuFixture: MenuItem[] = [
  { id: 1, name: '首页', url: '/', tag: null },
  {
    id: 2,
    name: '产品服务',
    url: '/productSolution/services',
    tag: 'HOT',
    children: [
      {
        id: 21,
        name: '高精度定位',
        url: '',
        tag: null,
        children: [
          {
            id: 211,
            name: '厘米级定位 Locate-CM',
            url: '/productSolution/services/details/6',
            tag: 'NEW',
          },
          {
            id: 212,
            name: '亚米级定位 Locate-DM',
            url: '/productSolution/services/details/7',
            tag: null,
          },
        ],
      },
      { id: 22, name: '后处理 PPK', url: '/productSolution/services/ppk', tag: '限时优惠' },
    ],
  },
  {
    id: 3,
    name: '行业方案',
    url: '',
    tag: 'NEW',
    children: [
      { id: 31, name: '智能驾驶', url: '/productSolution/solution/intelligentDriving', tag: null },
      { id: 32, name: '低空经济', url: '/productSolution/solution/lowAltitudeEconomy', tag: 'HOT' },
    ],
  },
  { id: 4, name: '新闻动态', url: '/news', tag: null },
  { id: 5, name: '关于我们', url: '/aboutus', tag: null },
];
