import type { CreatedOrder, HardwareProduct, OrderDetail } from '@xingheng/shared';
import { moveOrderStatus } from './transitions';
import { settleOrderPaid } from './settle';
import { get, post } from '../test/harness';
import { newKey, startOrdersKit, type OrdersTestKit } from './testKit';

const PRODUCT = '/api/order/hardware/product';
const CREATE = '/api/order/hardware/create';
const SERVICE_CREATE = '/api/order/serviceOrder/create';
const DETAIL = '/api/order/detail';
const CANCEL = '/api/order/cancel';
const RECEIPT = '/api/order/hardware/confirmReceipt';

/** The demo user's address in 北京市 / 市辖区 / 东城区, and the other user's in 东莞市. */
const DEMO_ADDRESS = 123456789;
const OTHER_ADDRESS = 987654321;

let kit: OrdersTestKit;
beforeAll(async () => {
  kit = await startOrdersKit();
  const address = {
    province_code: '110000',
    province_name: '北京市',
    city_code: '110100',
    city_name: '市辖区',
    district_code: '110101',
    district_name: '东城区',
    is_default: 1,
    created_at: kit.now(),
    updated_at: kit.now(),
  };
  await kit.db
    .insertInto('user_addresses')
    .values([
      {
        ...address,
        id: DEMO_ADDRESS,
        user_id: kit.demoId,
        recipient: '张三',
        mobile: '13912345678',
        detail: '东华门街道 王府井大街 1 号',
        postcode: '100006',
      },
      {
        ...address,
        id: OTHER_ADDRESS,
        user_id: kit.otherId,
        recipient: '李四',
        mobile: '18612345678',
        detail: '南城街道 鸿福路 200 号',
        postcode: null,
      },
    ])
    .execute();
});
afterAll(() => kit.close());

/** 3 LF-GNSS modules to the demo address, company invoice. */
function hardware(overrides: Record<string, unknown> = {}) {
  return {
    slug: 'lf-gnss',
    quantity: 3,
    addressId: DEMO_ADDRESS,
    invoice: { type: 'company', title: '星衡测绘示范有限公司', taxNumber: '91440300708461136t' },
    idempotencyKey: newKey(),
    ...overrides,
  };
}

async function createHardware(token = kit.demoToken): Promise<string> {
  const res = await post<CreatedOrder>(kit.api.app, CREATE, hardware(), token);
  expect(res.status).toBe(200);
  return res.body.data.orderNo;
}

async function createService(): Promise<string> {
  const res = await post<CreatedOrder>(
    kit.api.app,
    SERVICE_CREATE,
    {
      serviceId: 7,
      orderType: 0,
      serverType: 1,
      durationUnit: 6,
      duration: 1,
      accounts: 2,
      activationMethod: 2,
      idempotencyKey: newKey(),
    },
    kit.demoToken,
  );
  return res.body.data.orderNo;
}

const hardwareStatus = async (orderNo: string) =>
  (
    await kit.db
      .selectFrom('hardware_orders')
      .select('status')
      .where('order_no', '=', orderNo)
      .executeTakeFirstOrThrow()
  ).status;

/**
 * The columns of an unpaid WeChat payment (pay type 3, 560.00 yuan, expiring in 15 minutes) of
 * one of the demo user's service orders, without `payment_no`, `status`, `fail_reason` and
 * `created_at`.
 */
function wechatPayment(orderNo: string) {
  return {
    order_no: orderNo,
    order_kind: 'service',
    user_id: kit.demoId,
    pay_type: 3,
    amount_cents: 56000,
    balance_cents: 0,
    gateway_cents: 56000,
    channel: 'wechat',
    code_hash: null,
    gateway_trade_no: null,
    code_url: null,
    pay_url: null,
    paid_at: null,
    expires_at: kit.now() + 15 * 60 * 1000,
    updated_at: kit.now(),
  };
}

describe('hardware product', () => {
  it('answers a product with its online price', async () => {
    const res = await get<HardwareProduct>(kit.api.app, `${PRODUCT}?slug=lf-gnss`, kit.demoToken);
    expect(res.body.data).toMatchObject({
      slug: 'lf-gnss',
      name: 'LF-GNSS 高精度定位模组',
      category: 'GNSS',
      unitPriceCents: 19900,
    });
  });

  it('refuses a product sold through sales only (40072), an unknown one (404) and a bad slug', async () => {
    await kit.db
      .updateTable('hardware')
      .set({ price_cents: null })
      .where('slug', '=', 't-box')
      .execute();
    const sales = await get(kit.api.app, `${PRODUCT}?slug=t-box`, kit.demoToken);
    expect(sales.status).toBe(400);
    expect(sales.body).toMatchObject({ code: 40072, msg: '该产品暂不支持在线购买，请联系销售' });
    const create = await post(kit.api.app, CREATE, hardware({ slug: 't-box' }), kit.demoToken);
    expect(create.body.code).toBe(40072);
    const unknown = await get(kit.api.app, `${PRODUCT}?slug=no-such`, kit.demoToken);
    expect(unknown.status).toBe(404);
    const bad = await get(
      kit.api.app,
      `${PRODUCT}?slug=${encodeURIComponent('../x')}`,
      kit.demoToken,
    );
    expect(bad.body).toMatchObject({ code: 40001, msg: '产品（slug）格式不正确' });
  });
});

describe('hardware checkout', () => {
  it('creates an unpaid order at the server’s price with a copy of the address and the invoice', async () => {
    const res = await post<CreatedOrder>(
      kit.api.app,
      CREATE,
      { ...hardware(), amountCents: 1, unitPriceCents: 1 },
      kit.demoToken,
    );
    const { orderNo } = res.body.data;
    expect(orderNo).toMatch(/^HO20261123\d{8}$/);
    // A later edit of the address book does not change the order.
    await kit.db
      .updateTable('user_addresses')
      .set({ detail: '已搬家' })
      .where('id', '=', DEMO_ADDRESS)
      .execute();
    const detail = await get<OrderDetail>(
      kit.api.app,
      `${DETAIL}?orderNo=${orderNo}`,
      kit.demoToken,
    );
    expect(detail.body.data).toEqual({
      orderNo,
      kind: 'hardware',
      status: 0,
      amountCents: 59700,
      createdAt: kit.now(),
      expiresAt: kit.now() + 30 * 60 * 1000,
      paidAt: null,
      payType: null,
      title: 'LF-GNSS 高精度定位模组 × 3',
      service: null,
      hardware: {
        slug: 'lf-gnss',
        name: 'LF-GNSS 高精度定位模组',
        quantity: 3,
        unitPriceCents: 19900,
        address: {
          recipient: '张三',
          mobile: '13912345678',
          region: '北京市 东城区',
          detail: '东华门街道 王府井大街 1 号',
          postcode: '100006',
        },
        invoice: {
          type: 'company',
          title: '星衡测绘示范有限公司',
          taxNumber: '91440300708461136T',
        },
        trackingNo: null,
      },
      accounts: [],
      lastPayment: null,
    });
  });

  it('makes one order of a repeated key, also when the requests race', async () => {
    const body = hardware();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => post<CreatedOrder>(kit.api.app, CREATE, body, kit.demoToken)),
    );
    expect(new Set(answers.map((a) => a.body.data.orderNo)).size).toBe(1);
    const again = await post<CreatedOrder>(kit.api.app, CREATE, body, kit.demoToken);
    expect(again.body.data.orderNo).toBe(answers[0]?.body.data.orderNo);
  });

  it('refuses another user’s address with 40073', async () => {
    const res = await post(
      kit.api.app,
      CREATE,
      hardware({ addressId: OTHER_ADDRESS }),
      kit.demoToken,
    );
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 40073, msg: '收货地址不存在，请重新选择' });
  });

  it.each([
    [{ quantity: 0 }, '购买数量（quantity）须为 1–99 的整数'],
    [{ quantity: 100 }, '购买数量（quantity）须为 1–99 的整数'],
    [{ addressId: 'x' }, '收货地址（addressId）'],
    [{ invoice: { type: 'vat' } }, '发票（invoice）类型须为 none、personal 或 company'],
    [{ invoice: { type: 'personal', title: '张' } }, '发票抬头（title）长度须为 2–50 个字符'],
    [
      { invoice: { type: 'personal', title: '张三\u0000' } },
      '发票抬头（title）不能包含控制字符或无法识别的字符',
    ],
    [
      { invoice: { type: 'company', title: '星衡', taxNumber: '91440300708461136X' } },
      '发票（invoice）税号须为 18 位有效的统一社会信用代码',
    ],
    [{ invoice: { type: 'company', title: '星衡' } }, '发票（invoice）税号'],
  ])('refuses %j with 400 40001 naming the field', async (change, msg) => {
    const res = await post(kit.api.app, CREATE, hardware(change), kit.demoToken);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 40001 });
    expect(res.body.msg).toContain(msg);
  });

  it('accepts a personal invoice and none', async () => {
    for (const invoice of [{ type: 'personal', title: '张三' }, { type: 'none' }]) {
      const res = await post(kit.api.app, CREATE, hardware({ invoice }), kit.demoToken);
      expect(res.status).toBe(200);
    }
  });
});

describe('order detail', () => {
  it('shows a service order with its accounts once paid and its newest payment', async () => {
    const orderNo = await createService();
    const unpaid = await get<OrderDetail>(
      kit.api.app,
      `${DETAIL}?orderNo=${orderNo}`,
      kit.demoToken,
    );
    expect(unpaid.body.data).toMatchObject({
      kind: 'service',
      status: 0,
      amountCents: 56000,
      title: 'Locate-DM 亚米级高精度定位服务 · 亚米级 · 1 年 × 2 个账号',
      service: {
        serviceId: 7,
        serviceName: 'Locate-DM 亚米级高精度定位服务',
        orderType: 0,
        accountName: null,
        serverType: 1,
        durationUnit: 6,
        duration: 1,
        accounts: 2,
        activationMethod: 2,
      },
      hardware: null,
      accounts: [],
      lastPayment: null,
    });

    const payment = wechatPayment(orderNo);
    await kit.db
      .insertInto('payments')
      .values([
        {
          ...payment,
          payment_no: 'PAY1',
          status: 'failed',
          fail_reason: '用户取消支付',
          created_at: kit.now(),
        },
        {
          ...payment,
          payment_no: 'PAY2',
          status: 'pending',
          fail_reason: null,
          created_at: kit.now() + 1,
        },
      ])
      .execute();
    await kit.db
      .transaction()
      .execute((trx) =>
        settleOrderPaid(trx, { kind: 'service', orderNo }, { payType: 3, paidAt: kit.now() }),
      );
    const paid = await get<OrderDetail>(kit.api.app, `${DETAIL}?orderNo=${orderNo}`, kit.demoToken);
    expect(paid.body.data).toMatchObject({ status: 1, paidAt: kit.now(), payType: 3 });
    expect(paid.body.data.lastPayment).toEqual({
      paymentNo: 'PAY2',
      payType: 3,
      status: 'pending',
      balanceCents: 0,
      gatewayCents: 56000,
      failReason: null,
      createdAt: kit.now() + 1,
    });
    expect(paid.body.data.accounts).toHaveLength(2);
    expect(paid.body.data.accounts[0]).toMatchObject({
      serviceName: 'Locate-DM 亚米级高精度定位服务',
      isActive: 1,
      ntrip: { caster: 'ntrip.xingheng-space.com', mountPoint: 'XH_DM_RTCM33' },
    });
  });

  it('shows a renewal with the renewed account', async () => {
    const res = await get<OrderDetail>(
      kit.api.app,
      `${DETAIL}?orderNo=SO202609160003`,
      kit.demoToken,
    );
    expect(res.body.data.title).toBe(
      '续费：Locate-CM 厘米级高精度定位服务 · 厘米级 · 3 月 × 1 个账号',
    );
    expect(res.body.data.accounts.map((a) => a.accountName)).toEqual(['xhcm26031801']);
  });

  it('answers 404 40401 for another user’s order and an unknown one, 400 for a malformed number', async () => {
    const mine = await createHardware();
    for (const orderNo of [mine, 'SO202603180001', 'HO2026010100000000']) {
      const res = await get(kit.api.app, `${DETAIL}?orderNo=${orderNo}`, kit.otherToken);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ code: 40401, msg: '订单不存在' });
    }
    const bad = await get(kit.api.app, `${DETAIL}?orderNo=ABC`, kit.demoToken);
    expect(bad.body).toMatchObject({ code: 40001, msg: '订单号（orderNo）格式不正确' });
  });
});

describe('cancel and confirm receipt (docs/api.md "Order states")', () => {
  it('cancels the user’s own unpaid orders: service 0 → 3, hardware 0 → 2, then refuses with 409', async () => {
    const service = await createService();
    const hardwareNo = await createHardware();
    expect((await post(kit.api.app, CANCEL, { orderNo: service }, kit.demoToken)).body).toEqual({
      code: 0,
      msg: '成功',
      data: null,
    });
    expect((await post(kit.api.app, CANCEL, { orderNo: hardwareNo }, kit.demoToken)).status).toBe(
      200,
    );
    expect(await hardwareStatus(hardwareNo)).toBe(2);
    const again = await post(kit.api.app, CANCEL, { orderNo: service }, kit.demoToken);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: 40900,
      msg: '订单当前为「已取消」，不能变为「已取消」',
    });
  });

  it('closes the pending payment of a cancelled order as failed', async () => {
    const orderNo = await createService();
    await kit.db
      .insertInto('payments')
      .values({
        ...wechatPayment(orderNo),
        payment_no: 'PAYCANCEL1',
        status: 'pending',
        fail_reason: null,
        created_at: kit.now(),
      })
      .execute();
    expect((await post(kit.api.app, CANCEL, { orderNo }, kit.demoToken)).status).toBe(200);
    const detail = await get<OrderDetail>(
      kit.api.app,
      `${DETAIL}?orderNo=${orderNo}`,
      kit.demoToken,
    );
    expect(detail.body.data.status).toBe(3);
    expect(detail.body.data.lastPayment).toMatchObject({
      paymentNo: 'PAYCANCEL1',
      status: 'failed',
      failReason: '订单已取消',
    });
  });

  it('refuses to cancel a paid order and another user’s order', async () => {
    const paid = await post(kit.api.app, CANCEL, { orderNo: 'SO202603180001' }, kit.demoToken);
    expect(paid.status).toBe(409);
    expect(paid.body.msg).toBe('订单当前为「已支付」，不能变为「已取消」');
    const theirs = await post(kit.api.app, CANCEL, { orderNo: 'SO202609160003' }, kit.otherToken);
    expect(theirs.status).toBe(404);
    const detail = await get<OrderDetail>(
      kit.api.app,
      `${DETAIL}?orderNo=SO202609160003`,
      kit.demoToken,
    );
    expect(detail.body.data.status).toBe(0);
  });

  it('confirms receipt only of a shipped order: 3 → 4, then 409', async () => {
    const orderNo = await createHardware();
    const early = await post(kit.api.app, RECEIPT, { orderNo }, kit.demoToken);
    expect(early.status).toBe(409);
    expect(early.body.msg).toBe('订单当前为「待支付」，不能变为「已收货」');

    await kit.db.transaction().execute(async (trx) => {
      await settleOrderPaid(trx, { kind: 'hardware', orderNo }, { payType: 1, paidAt: kit.now() });
      await moveOrderStatus(trx, 'hardware', orderNo, 3, {
        extra: { tracking_no: 'SF1234567890' },
      });
    });
    const theirs = await post(kit.api.app, RECEIPT, { orderNo }, kit.otherToken);
    expect(theirs.status).toBe(404);
    const ok = await post(kit.api.app, RECEIPT, { orderNo }, kit.demoToken);
    expect(ok.status).toBe(200);
    const row = await kit.db
      .selectFrom('hardware_orders')
      .select(['status', 'received_at', 'tracking_no'])
      .where('order_no', '=', orderNo)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 4, received_at: kit.now(), tracking_no: 'SF1234567890' });
    const twice = await post(kit.api.app, RECEIPT, { orderNo }, kit.demoToken);
    expect(twice.status).toBe(409);
    const cancel = await post(kit.api.app, CANCEL, { orderNo }, kit.demoToken);
    expect(cancel.body).toMatchObject({
      code: 40900,
      msg: '订单当前为「已收货」，不能变为「已取消」',
    });
  });

  it('refuses confirmReceipt of a service order (it is no hardware order: 404)', async () => {
    const res = await post(kit.api.app, RECEIPT, { orderNo: 'SO202603180001' }, kit.demoToken);
    expect(res.status).toBe(404);
  });
});
