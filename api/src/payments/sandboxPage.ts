import { labelOf, PAY_TYPE } from '@xingheng/shared';
import { escapeHtml, SANDBOX_CSS, sandboxDocument } from '../oauth/sandboxPage';
import { yuan } from './money';
import type { SandboxTrade } from './sandbox';
import { sandboxPagePath } from './sandbox';

/** Where the payment sandbox's stylesheet is served (no inline style: the site's CSP). */
export const PAY_SANDBOX_CSS_PATH = '/api/pay/sandbox.css';

/** The OAuth sandbox's stylesheet plus the amount and the decline button. */
export const PAY_SANDBOX_CSS = `${SANDBOX_CSS}.amount{margin:8px 0 4px;font-size:32px;font-weight:700;color:#111827}
.subject{margin:0 0 4px;color:#1f2937}
.meta{font-size:13px;color:#6b7280}
.actions form{flex:1;display:flex}
button.decline{color:#a8071a}
.ok{padding:8px 12px;border-radius:6px;background:#f0fdf4;color:#166534}
`;

const CHANNEL_NAME: Record<string, string> = {
  alipay: labelOf(PAY_TYPE, 2),
  wechat: labelOf(PAY_TYPE, 3),
};

/** `模拟支付宝` / `模拟微信支付`. */
export function channelLabel(channel: string): string {
  return `模拟${CHANNEL_NAME[channel] ?? '支付'}`;
}

const clock = new Intl.DateTimeFormat('zh-CN', {
  timeZone: 'Asia/Shanghai',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

function layout(title: string, body: string): string {
  return sandboxDocument(title, body, PAY_SANDBOX_CSS_PATH);
}

function heading(channel: string): string {
  return `<h1>支付沙盒 · ${channelLabel(channel)}</h1>
<p class="note">本地沙盒：开发与测试环境用它代替${CHANNEL_NAME[channel] ?? '支付渠道'}，不会真的扣款。</p>`;
}

function summary(trade: SandboxTrade): string {
  return `<p class="subject">${escapeHtml(trade.subject)}</p>
<p class="amount">${yuan(trade.amount_cents)}</p>`;
}

/**
 * The sandbox's pay page (docs/api.md "The payment sandbox"): labelled 支付沙盒 and the channel
 * it stands in for, the subject and amount, and 确认支付 / 拒绝支付 as two plain form posts (no
 * script). A decided or expired trade shows its state instead.
 */
export function paySandboxPage(trade: SandboxTrade, nowMs: number): string {
  const title = `支付沙盒 · ${channelLabel(trade.channel)}`;
  if (trade.status !== 'created') {
    const done = trade.status === 'approved' ? '这笔支付已确认。' : '这笔支付已被拒绝。';
    return layout(title, `${heading(trade.channel)}\n${summary(trade)}\n<p class="ok">${done}</p>`);
  }
  if (trade.expires_at <= nowMs) {
    const body = `${heading(trade.channel)}\n${summary(trade)}\n<p class="error" role="alert">支付已过期，请回到订单页重新发起支付。</p>`;
    return layout(title, body);
  }
  const action = sandboxPagePath(trade.gateway_trade_no);
  const body = `${heading(trade.channel)}
${summary(trade)}
<p class="meta">请在 ${clock.format(trade.expires_at)} 前完成支付（北京时间）</p>
<div class="actions">
<form method="post" action="${escapeHtml(action)}/approve"><button type="submit" class="allow">确认支付</button></form>
<form method="post" action="${escapeHtml(action)}/decline"><button type="submit" class="decline">拒绝支付</button></form>
</div>`;
  return layout(title, body);
}

/**
 * What the phone shows after a WeChat pay decision (the page the QR code opened): 支付完成 or
 * 已拒绝, and whether the merchant was told yet.
 */
export function paySandboxDonePage(trade: SandboxTrade, delivered: boolean): string {
  const approved = trade.status === 'approved';
  const message = approved
    ? '支付完成，请回到电脑查看订单'
    : '已拒绝支付，请回到电脑重新选择支付方式';
  const late = delivered ? '' : '\n<p class="meta">商户暂未确认收到结果，沙盒会自动重试通知。</p>';
  return layout(
    `支付沙盒 · ${channelLabel(trade.channel)}`,
    `${heading(trade.channel)}\n${summary(trade)}\n<p class="${approved ? 'ok' : 'error'}" role="status">${message}</p>${late}`,
  );
}

/** A sandbox page for a request it cannot serve (unknown trade, expired, decided otherwise). */
export function paySandboxErrorPage(message: string): string {
  return layout(
    '支付沙盒',
    `<h1>支付沙盒</h1>\n<p class="error" role="alert">${escapeHtml(message)}</p>`,
  );
}
