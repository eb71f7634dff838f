import type {
  CreatedOrder,
  ServiceAccountSecret,
  ServiceOrderOptions,
  ServiceQuote,
  TrialInfo,
  TrialResult,
} from '@xingheng/shared';
import { checkPassword } from '../auth/passwords';
import { get, post } from '../test/harness';
import { newKey, startOrdersKit, type OrdersTestKit } from './testKit';

const TRIAL_INFO = '/api/order/trial/info';
const TRIAL_APPLY = '/api/order/trial/apply';
const OPTIONS = '/api/order/serviceOrder/options';
const QUOTE = '/api/order/serviceOrder/quote';
const CREATE = '/api/order/serviceOrder/create';
const COUNT = '/api/order/orderHeader/countNoPayServerOrder';
const RESET = '/api/order/serviceAccount/resetPassword';
const DAY = 24 * 60 * 60 * 1000;

let kit: OrdersTestKit;
beforeAll(async () => {
  kit = await startOrdersKit();
  // A running Locate-CM account of the other user.
  await kit.db
    .insertInto('service_accounts')
    .values({
      account_name: 'xhcm88888888',
      user_id: kit.otherId,
      service_id: 6,
      server_type: 2,
      order_no: 'SO2026112300000000',
      password_hash: '!',
      is_active: 1,
      duration_unit: 3,
      duration: 1,
      activated_at: kit.now(),
      expires_at: kit.now() + 30 * DAY,
      created_at: kit.now(),
    })
    .execute();
});
afterAll(() => kit.close());

/** A trial application of Orion (8) by a company. */
function trial(overrides: Record<string, unknown> = {}) {
  return {
    serviceId: 8,
    devices: 2,
    useCase: 'surveying',
    company: '星衡测绘示范有限公司',
    contactName: '王工',
    contactPhone: '13912345678',
    idempotencyKey: newKey(),
    ...overrides,
  };
}

/** Locate-CM (6, centimetre): 3 months × 2 accounts at 120 元 a month = 720 元. */
function cmConfig(overrides: Record<string, unknown> = {}) {
  return {
    serviceId: 6,
    orderType: 0,
    serverType: 2,
    durationUnit: 3,
    duration: 3,
    accounts: 2,
    activationMethod: 2,
    ...overrides,
  };
}

describe('every order endpoint needs a login', () => {
  it.each([
    ['GET', `${TRIAL_INFO}?serviceId=6`],
    ['POST', TRIAL_APPLY],
    ['GET', `${OPTIONS}?serviceId=6`],
    ['POST', QUOTE],
    ['POST', CREATE],
    ['GET', '/api/order/hardware/product?slug=lf-gnss'],
    ['POST', '/api/order/hardware/create'],
    ['GET', '/api/order/detail?orderNo=SO202603180001'],
    ['POST', '/api/order/cancel'],
    ['POST', '/api/order/hardware/confirmReceipt'],
    ['POST', RESET],
    ['GET', COUNT],
  ])('%s %s answers 401 without a token, before checking the input', async (method, url) => {
    const res = await kit.api.app.inject({ method: method as 'GET' | 'POST', url, payload: {} });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 401, msg: '登录已过期，请重新登录' });
  });
});

describe('trial', () => {
  it('tells whether the service was tried, then grants 2 test-activated accounts for 7 days', async () => {
    const before = await get<TrialInfo>(kit.api.app, `${TRIAL_INFO}?serviceId=8`, kit.otherToken);
    expect(before.body.data).toEqual({
      serviceId: 8,
      serviceName: 'Orion 星基增强全球服务',
      serverType: 2,
      trialDays: 7,
      used: false,
      usedOrderNo: null,
    });

    const body = trial();
    const res = await post<TrialResult>(kit.api.app, TRIAL_APPLY, body, kit.otherToken);
    expect(res.status).toBe(200);
    const { orderNo, accounts, passwords } = res.body.data;
    expect(orderNo).toMatch(/^SO20261123\d{8}$/);
    expect(accounts).toHaveLength(2);
    expect(passwords.map((p) => p.accountName)).toEqual(accounts.map((a) => a.accountName));
    for (const account of accounts) {
      expect(account).toMatchObject({
        serviceId: 8,
        serverType: 2,
        isActive: 2,
        activatedAt: kit.now(),
        expiresAt: kit.now() + 7 * DAY,
        ntrip: {
          caster: 'ntrip.xingheng-space.com',
          mountPoint: 'XH_ORION_SSR',
          ports: [
            { frame: 'ITRF2020', port: 8011 },
            { frame: 'WGS84', port: 8012 },
            { frame: 'CGCS2000', port: 8013 },
          ],
        },
      });
      expect(account.accountName).toMatch(/^xhcm\d{8}$/);
    }
    for (const secret of passwords) {
      expect(secret.password).toMatch(/^(?=.*[A-Za-z])(?=.*\d)[A-Za-z0-9]{12}$/);
      const row = await kit.db
        .selectFrom('service_accounts')
        .select('password_hash')
        .where('account_name', '=', secret.accountName)
        .executeTakeFirstOrThrow();
      expect(row.password_hash).not.toContain(secret.password);
      expect(await checkPassword(secret.password, row.password_hash)).toBe(true);
    }
    const order = await kit.db
      .selectFrom('server_orders')
      .selectAll()
      .where('order_no', '=', orderNo)
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({
      order_type: 2,
      status: 1,
      amount_cents: 0,
      duration_unit: 1,
      duration: 7,
      accounts: 2,
      activation_method: 2,
      service_id: 8,
    });

    const repeat = await post<TrialResult>(kit.api.app, TRIAL_APPLY, body, kit.otherToken);
    expect(repeat.body.data).toEqual({ orderNo, accounts, passwords: [] });

    const second = await post(kit.api.app, TRIAL_APPLY, trial(), kit.otherToken);
    expect(second.status).toBe(400);
    expect(second.body).toMatchObject({
      code: 40070,
      msg: '每个服务只能试用一次，您已试用过该服务',
    });

    const after = await get<TrialInfo>(kit.api.app, `${TRIAL_INFO}?serviceId=8`, kit.otherToken);
    expect(after.body.data).toMatchObject({ used: true, usedOrderNo: orderNo });
    const count = await kit.db
      .selectFrom('server_orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', kit.otherId)
      .where('order_type', '=', 2)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it('grants one trial when two applications of the same service race', async () => {
    const answers = await Promise.all(
      [trial({ serviceId: 6 }), trial({ serviceId: 6 }), trial({ serviceId: 6 })].map((b) =>
        post(kit.api.app, TRIAL_APPLY, b, kit.demoToken),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400, 400]);
    expect(answers.filter((a) => a.body.code === 40070)).toHaveLength(2);
  });

  it('refuses the demo account a second Locate-DM trial (its seeded trial)', async () => {
    const res = await post(kit.api.app, TRIAL_APPLY, trial({ serviceId: 7 }), kit.demoToken);
    expect(res.body.code).toBe(40070);
  });

  it.each([
    [{ devices: 6 }, '设备数量（devices）须为 1–5 的整数'],
    [{ devices: 0 }, '设备数量（devices）须为 1–5 的整数'],
    [{ useCase: 'mining' }, '使用场景（useCase）'],
    [{ company: '星' }, '公司名称（company）长度须为 2–100 个字符'],
    [{ contactPhone: '0755-1234567' }, '联系电话（contactPhone）须为 11 位中国大陆手机号'],
    [{ idempotencyKey: 'short' }, '幂等键（idempotencyKey）'],
    [{ serviceId: 'x' }, '服务（serviceId）'],
  ])('refuses %j with 400 40001 naming the field', async (change, msg) => {
    const res = await post(kit.api.app, TRIAL_APPLY, trial(change), kit.otherToken);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(40001);
    expect(res.body.msg).toContain(msg);
  });

  it('answers 404 for an unknown service', async () => {
    const info = await get(kit.api.app, `${TRIAL_INFO}?serviceId=99`, kit.otherToken);
    expect(info.status).toBe(404);
    expect(info.body).toMatchObject({ code: 40401, msg: '服务不存在' });
    const apply = await post(kit.api.app, TRIAL_APPLY, trial({ serviceId: 99 }), kit.otherToken);
    expect(apply.status).toBe(404);
    const bad = await get(kit.api.app, `${TRIAL_INFO}?serviceId=abc`, kit.otherToken);
    expect(bad.body).toMatchObject({ code: 40001, msg: '服务（serviceId）须为正整数' });
  });
});

describe('service purchase', () => {
  it('offers the plans of the price table, and the account named when it is the user’s', async () => {
    const res = await get<ServiceOrderOptions>(
      kit.api.app,
      `${OPTIONS}?serviceId=6`,
      kit.demoToken,
    );
    expect(res.body.data).toEqual({
      serviceId: 6,
      serviceName: 'Locate-CM 厘米级高精度定位服务',
      offers: [
        { serverType: 2, durationUnit: 3, unitPriceCents: 12000 },
        { serverType: 2, durationUnit: 4, unitPriceCents: 33000 },
        { serverType: 2, durationUnit: 5, unitPriceCents: 63000 },
        { serverType: 2, durationUnit: 6, unitPriceCents: 120000 },
      ],
      account: null,
    });
    const own = await get<ServiceOrderOptions>(
      kit.api.app,
      `${OPTIONS}?serviceId=6&accountName=xhcm26031801`,
      kit.demoToken,
    );
    expect(own.body.data.account).toMatchObject({
      accountName: 'xhcm26031801',
      isActive: 1,
      ntrip: { mountPoint: 'XH_CM_RTCM33' },
    });
    const others = await get<ServiceOrderOptions>(
      kit.api.app,
      `${OPTIONS}?serviceId=6&accountName=xhcm26031801`,
      kit.otherToken,
    );
    expect(others.body.data.account).toBeNull();
    const unknown = await get(kit.api.app, `${OPTIONS}?serviceId=99`, kit.demoToken);
    expect(unknown.status).toBe(404);
  });

  it('quotes unit price × duration × accounts from the price table', async () => {
    const res = await post<ServiceQuote>(kit.api.app, QUOTE, cmConfig(), kit.demoToken);
    expect(res.body.data).toEqual({ unitPriceCents: 12000, amountCents: 72000 });
    const year = await post<ServiceQuote>(
      kit.api.app,
      QUOTE,
      { ...cmConfig({ durationUnit: 6, duration: 2, accounts: 100 }), amountCents: 1 },
      kit.demoToken,
    );
    expect(year.body.data).toEqual({ unitPriceCents: 120000, amountCents: 24_000_000 });
  });

  it('quotes a renewal for the account’s service, one account', async () => {
    const renewal = cmConfig({ orderType: 1, accountName: 'xhcm26031801', accounts: 1 });
    const res = await post<ServiceQuote>(kit.api.app, QUOTE, renewal, kit.demoToken);
    expect(res.body.data).toEqual({ unitPriceCents: 12000, amountCents: 36000 });
  });

  it.each([
    ['a server type the service does not sell', 40071, { serverType: 1 }],
    ['a duration unit without a plan', 40071, { durationUnit: 1 }],
    ['an unknown service', 40071, { serviceId: 99 }],
    ['13 units', 40001, { duration: 13 }],
    ['0 accounts', 40001, { accounts: 0 }],
    ['101 accounts', 40001, { accounts: 101 }],
    ['a fractional duration', 40001, { duration: 1.5 }],
    ['order type 2 (trials have their own endpoint)', 40001, { orderType: 2 }],
    ['activation method 3', 40001, { activationMethod: 3 }],
    ['a renewal without an account', 40001, { orderType: 1, accounts: 1 }],
    ['a renewal of 2 accounts', 40001, { orderType: 1, accountName: 'xhcm26031801', accounts: 2 }],
    [
      'a renewal of another user’s account',
      40074,
      { orderType: 1, accountName: 'xhcm88888888', accounts: 1 },
    ],
    [
      'an expansion naming an account of another service',
      40071,
      { orderType: 3, accountName: 'xhdm26050601' },
    ],
  ])(
    'refuses %s with HTTP 400 and code %s',
    async (_why, code, change: Record<string, unknown>) => {
      const quote = await post(kit.api.app, QUOTE, cmConfig(change), kit.demoToken);
      expect(quote.status).toBe(400);
      expect(quote.body.code).toBe(code);
      expect(quote.body.msg).toMatch(/[\u4e00-\u9fff]/);
      const create = await post(
        kit.api.app,
        CREATE,
        { ...cmConfig(change), idempotencyKey: newKey() },
        kit.demoToken,
      );
      expect(create.body.code).toBe(code);
    },
  );

  it('refuses to renew an account still waiting for manual activation (40075)', async () => {
    await kit.db
      .insertInto('service_accounts')
      .values({
        account_name: 'xhcm00000777',
        user_id: kit.demoId,
        service_id: 6,
        server_type: 2,
        order_no: 'SO202603180001',
        password_hash: '!',
        is_active: 0,
        duration_unit: 3,
        duration: 1,
        activated_at: null,
        expires_at: null,
        created_at: kit.now(),
      })
      .execute();
    const res = await post(
      kit.api.app,
      QUOTE,
      cmConfig({ orderType: 1, accountName: 'xhcm00000777', accounts: 1 }),
      kit.demoToken,
    );
    expect(res.body).toMatchObject({ code: 40075, msg: '该账号尚未激活，激活后才能续费' });
  });

  it('creates an unpaid order at the server’s price, whatever amount the client sends', async () => {
    const countBefore = await get<number>(kit.api.app, COUNT, kit.otherToken);
    const res = await post<CreatedOrder>(
      kit.api.app,
      CREATE,
      { ...cmConfig(), amountCents: 1, unitPriceCents: 1, idempotencyKey: newKey() },
      kit.otherToken,
    );
    expect(res.status).toBe(200);
    const { orderNo } = res.body.data;
    expect(orderNo).toMatch(/^SO20261123\d{8}$/);
    const row = await kit.db
      .selectFrom('server_orders')
      .selectAll()
      .where('order_no', '=', orderNo)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      user_id: kit.otherId,
      status: 0,
      amount_cents: 72000,
      order_type: 0,
      service_id: 6,
      accounts: 2,
      activation_method: 2,
      created_at: kit.now(),
      expires_at: kit.now() + 30 * 60 * 1000,
      paid_at: null,
    });
    const countAfter = await get<number>(kit.api.app, COUNT, kit.otherToken);
    expect(countAfter.body.data).toBe(countBefore.body.data + 1);
  });

  it('makes one order of a repeated idempotency key, one after the other or at once', async () => {
    const body = { ...cmConfig(), idempotencyKey: newKey() };
    const first = await post<CreatedOrder>(kit.api.app, CREATE, body, kit.otherToken);
    const again = await post<CreatedOrder>(kit.api.app, CREATE, body, kit.otherToken);
    expect(again.body.data.orderNo).toBe(first.body.data.orderNo);

    const racing = { ...cmConfig({ accounts: 5 }), idempotencyKey: newKey() };
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        post<CreatedOrder>(kit.api.app, CREATE, racing, kit.otherToken),
      ),
    );
    const numbers = new Set(answers.map((a) => a.body.data.orderNo));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(numbers.size).toBe(1);
    const rows = await kit.db
      .selectFrom('server_orders')
      .select('order_no')
      .where('idempotency_key', '=', racing.idempotencyKey)
      .execute();
    expect(rows).toHaveLength(1);

    // The same key of another user is another order.
    const theirs = await post<CreatedOrder>(kit.api.app, CREATE, body, kit.demoToken);
    expect(theirs.body.data.orderNo).not.toBe(first.body.data.orderNo);
  });

  it('stores a renewal with its target account and a single account', async () => {
    const res = await post<CreatedOrder>(
      kit.api.app,
      CREATE,
      {
        ...cmConfig({
          orderType: 1,
          accountName: 'xhcm26031802',
          accounts: 1,
          activationMethod: 1,
        }),
        idempotencyKey: newKey(),
      },
      kit.demoToken,
    );
    const row = await kit.db
      .selectFrom('server_orders')
      .selectAll()
      .where('order_no', '=', res.body.data.orderNo)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      order_type: 1,
      target_account: 'xhcm26031802',
      accounts: 1,
      activation_method: 2,
      amount_cents: 36000,
    });
  });
});

describe('service account password', () => {
  it('gives a new password once, stored as a hash; another user’s account is not found', async () => {
    const res = await post<ServiceAccountSecret>(
      kit.api.app,
      RESET,
      { accountName: 'xhcm26031803' },
      kit.demoToken,
    );
    expect(res.status).toBe(200);
    expect(res.body.data.accountName).toBe('xhcm26031803');
    expect(res.body.data.password).toMatch(/^[A-Za-z0-9]{12}$/);
    const row = await kit.db
      .selectFrom('service_accounts')
      .select('password_hash')
      .where('account_name', '=', 'xhcm26031803')
      .executeTakeFirstOrThrow();
    expect(await checkPassword(res.body.data.password, row.password_hash)).toBe(true);

    const others = await post(kit.api.app, RESET, { accountName: 'xhcm26031803' }, kit.otherToken);
    expect(others.status).toBe(404);
    expect(others.body).toMatchObject({ code: 40401, msg: '服务账号不存在' });
    const bad = await post(kit.api.app, RESET, { accountName: 'x y' }, kit.demoToken);
    expect(bad.body.code).toBe(40001);
  });

  it('allows 10 new passwords an hour per address (429 42900)', async () => {
    // 4 calls above (one without a token counts too); 6 more pass, the next is refused.
    const codes: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      const res = await post(kit.api.app, RESET, { accountName: 'xhcm26031803' }, kit.demoToken);
      codes.push(res.status);
    }
    expect(codes).toEqual([200, 200, 200, 200, 200, 200, 429]);
  });
});
