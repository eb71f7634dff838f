import type { TermsDoc } from '@xingheng/shared';

/** Test data: the collection list, with a wide table as the API serves it. */
export const TERMS_FIXTURE: TermsDoc = {
  slug: 'collect',
  title: '个人信息收集清单',
  updatedAt: '2026-09-01',
  html:
    '<h2>一、账号注册与登录</h2>' +
    '<table><thead><tr><th>信息类型</th><th>使用目的</th><th>使用场景</th><th>收集方式</th></tr></thead>' +
    '<tbody><tr><td>手机号码</td><td>注册账号、登录验证</td><td>注册与短信登录</td><td>用户主动填写</td></tr></tbody></table>' +
    '<h2>二、高精度定位服务</h2><p>调用 NTRIP 服务时收集设备上报的 GGA 概略位置，用于选择最近的参考站。</p>',
};
