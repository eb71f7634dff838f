import type { PartnerApplication } from '@xingheng/shared';
import { openDatabase } from '../db/open';
import type { FastifyInstance } from 'fastify';
import { post, startTestApi, type Answer, type TestApi } from '../test/harness';

const APPLY = '/api/web/partner/apply';

const form: PartnerApplication = {
  company: '江城智能农机有限公司',
  contact: '王磊',
  phone: '13912345678',
  email: 'wanglei@example.com',
  cooperationType: 'integrator',
  region: '湖北省武汉市',
  message: '我们生产自动驾驶拖拉机，希望批量采购 Locate-CM 账号并共建农机导航方案。',
};

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

let clientNo = 0;

/** POST the form from a new client address (the limit is 5 a minute per IP). */
async function apply(app: FastifyInstance, payload: object): Promise<Answer<{ id: string }>> {
  clientNo += 1;
  const res = await app.inject({
    method: 'POST',
    url: APPLY,
    payload,
    remoteAddress: `10.0.0.${clientNo}`,
  });
  return { status: res.statusCode, body: res.json() };
}

async function storedRows() {
  const db = await openDatabase(api.dbFile);
  try {
    return await db.selectFrom('partner_applications').selectAll().execute();
  } finally {
    await db.destroy();
  }
}

describe('POST /api/web/partner/apply', () => {
  it('stores the application and answers its id', async () => {
    const { status, body } = await apply(api.app, form);
    expect(status).toBe(200);
    expect(body.code).toBe(0);
    expect(body.data.id).toMatch(/^[0-9a-f-]{36}$/);
    const row = (await storedRows()).find((r) => r.id === body.data.id);
    expect(row).toMatchObject({
      company: form.company,
      phone: '13912345678',
      cooperation_type: 'integrator',
      email: 'wanglei@example.com',
    });
    expect(row?.created_at).toBeGreaterThan(0);
  });

  it('accepts a landline and no email', async () => {
    const { status } = await apply(api.app, { ...form, email: undefined, phone: '010-12345678' });
    expect(status).toBe(200);
  });

  it('rejects an invalid phone naming the field, and writes nothing', async () => {
    const before = (await storedRows()).length;
    const { status, body } = await apply(api.app, { ...form, phone: '12345' });
    expect(status).toBe(400);
    expect(body).toEqual({ code: 40001, msg: '联系电话（phone）格式不正确', data: null });
    expect(await storedRows()).toHaveLength(before);
  });

  it.each([
    [{ company: '甲' }, '公司名称（company）'],
    [{ message: '太短了' }, '合作意向（message）'],
    [{ email: 'not-an-email' }, '电子邮箱（email）'],
    [{ cooperationType: 'investor' }, '合作类型（cooperationType）'],
  ])('rejects %o naming the field', async (patch, label) => {
    const { status, body } = await apply(api.app, { ...form, ...patch });
    expect(status).toBe(400);
    expect(body.msg).toContain(label);
  });

  it('allows 5 applications a minute per IP, then answers 429/42900', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await post(api.app, APPLY, form)).status).toBe(200);
    }
    const blocked = await post(api.app, APPLY, form);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({ code: 42900, data: null });
  });

  it.each([
    ['company', '江城\u0000智能农机', '公司名称（company）不能包含控制字符或无法识别的字符'],
    ['contact', '\u001b[31m王磊', '联系人（contact）不能包含控制字符或无法识别的字符'],
    ['region', '湖北\u202e省', '所在地区（region）不能包含控制字符或无法识别的字符'],
    ['message', `${form.message}\u0007`, '合作意向（message）不能包含控制字符或无法识别的字符'],
    ['company', '江城\n智能农机', '公司名称（company）不能包含换行或制表符'],
  ])('refuses %s = %j with the one free-text rule, storing nothing', async (field, value, msg) => {
    const before = (await storedRows()).length;
    const { status, body } = await apply(api.app, { ...form, [field]: value });
    expect(status).toBe(400);
    expect(body).toEqual({ code: 40001, msg, data: null });
    expect((await storedRows()).length).toBe(before);
  });

  it('refuses bytes that are not UTF-8 and keeps line breaks of the message', async () => {
    const before = (await storedRows()).length;
    const json = Buffer.from(JSON.stringify({ ...form, contact: '王XX' }), 'utf8');
    const at = json.indexOf(Buffer.from('XX'));
    json[at] = 0xff;
    json[at + 1] = 0xfe;
    clientNo += 1;
    const res = await api.app.inject({
      method: 'POST',
      url: APPLY,
      headers: { 'content-type': 'application/json' },
      payload: json,
      remoteAddress: `10.0.0.${clientNo}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 40001,
      msg: '联系人（contact）不能包含控制字符或无法识别的字符',
    });
    expect((await storedRows()).length).toBe(before);
    const multiLine = await apply(api.app, {
      ...form,
      message: `${form.message}\r\n预计首批 200 台。`,
    });
    expect(multiLine.status).toBe(200);
    const row = (await storedRows()).find((r) => r.id === multiLine.body.data.id);
    expect(row?.message).toBe(`${form.message}\n预计首批 200 台。`);
  });
});
