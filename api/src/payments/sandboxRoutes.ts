import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isSandboxGateway, SANDBOX_TRADE_NO, type SandboxDecision } from './sandbox';
import {
  PAY_SANDBOX_CSS,
  PAY_SANDBOX_CSS_PATH,
  paySandboxDonePage,
  paySandboxErrorPage,
  paySandboxPage,
} from './sandboxPage';
import type { ApiRouteOptions } from '../http/context';
import { sendHtml } from '../http/html';

/** The sandbox page is a person's click: 60 a minute per IP on each path. */
const SANDBOX_RATE_LIMIT = { max: 60, timeWindow: '1 minute' } as const;

const Params = z.object({ gatewayTradeNo: z.string().max(64) });

/** The page answering a decision that did not go through. */
function refusal(result: Exclude<SandboxDecision, { kind: 'decided' }>): [number, string] {
  if (result.kind === 'unknown') return [404, '支付单不存在'];
  if (result.kind === 'expired') return [410, '支付已过期，请回到订单页重新发起支付'];
  const done = result.trade.status === 'approved' ? '确认' : '拒绝';
  return [409, `这笔支付已经${done}，不能再更改`];
}

/**
 * The local payment sandbox's pages (docs/api.md "The payment sandbox"), registered only while
 * the sandbox is the gateway (else these paths answer 404 `40400`). No script, no inline style
 * (the site's CSP, docs/security.md); forms post to this site only.
 * - GET /pay/sandbox.css → the stylesheet;
 * - GET /pay/sandbox/{gatewayTradeNo} → the page: 支付沙盒 · 模拟支付宝 / 模拟微信支付, subject,
 *   amount, 确认支付 and 拒绝支付 (404 page for an unknown trade);
 * - POST /pay/sandbox/{gatewayTradeNo}/approve, /pay/sandbox/{gatewayTradeNo}/decline → records the decision and notifies
 *   our notify URL (first try awaited); then Alipay: 303 to `/order/payoff?orderNo=` (approved) or
 *   `/order/payError?orderNo=` (declined); WeChat pay: the phone's page 支付完成 / 已拒绝. Expired:
 *   410 page; decided the other way before: 409 page; unknown: 404 page.
 */
export const paySandboxRoutes: FastifyPluginAsyncZod<ApiRouteOptions> = async (app, options) => {
  const { db, now, paymentGateway: sandbox, publicOrigin } = options;
  if (!isSandboxGateway(sandbox)) return;
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, {}),
  );

  app.get(PAY_SANDBOX_CSS_PATH.replace(/^\/api/, ''), async (_request, reply) =>
    reply.header('Cache-Control', 'no-cache').type('text/css; charset=utf-8').send(PAY_SANDBOX_CSS),
  );

  app.get(
    '/pay/sandbox/:gatewayTradeNo',
    { schema: { params: Params }, config: { rateLimit: SANDBOX_RATE_LIMIT } },
    async (request, reply) => {
      const { gatewayTradeNo } = request.params;
      const trade = SANDBOX_TRADE_NO.test(gatewayTradeNo)
        ? await sandbox.trade(gatewayTradeNo)
        : null;
      if (!trade) return sendHtml(reply, 404, paySandboxErrorPage('支付单不存在'));
      return sendHtml(reply, 200, paySandboxPage(trade, now().getTime()));
    },
  );

  for (const decision of ['approve', 'decline'] as const) {
    app.post(
      `/pay/sandbox/:gatewayTradeNo/${decision}`,
      { schema: { params: Params }, config: { rateLimit: SANDBOX_RATE_LIMIT } },
      async (request, reply) => {
        const { gatewayTradeNo } = request.params;
        const result: SandboxDecision = SANDBOX_TRADE_NO.test(gatewayTradeNo)
          ? await sandbox.decide(gatewayTradeNo, decision)
          : { kind: 'unknown' };
        if (result.kind !== 'decided') {
          const [status, message] = refusal(result);
          return sendHtml(reply, status, paySandboxErrorPage(message));
        }
        const { trade, delivered } = result;
        if (trade.channel === 'wechat')
          return sendHtml(reply, 200, paySandboxDonePage(trade, delivered));
        if (decision === 'approve' && trade.return_url)
          return reply.redirect(trade.return_url, 303);
        const payment = await db
          .selectFrom('payments')
          .select('order_no')
          .where('payment_no', '=', trade.payment_no)
          .executeTakeFirst();
        const target = new URL('/order/payError', publicOrigin);
        if (payment) target.searchParams.set('orderNo', payment.order_no);
        return reply.redirect(target.toString(), 303);
      },
    );
  }
};
