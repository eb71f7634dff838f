import type { Kysely } from 'kysely';
import type { Address, Region } from '@xingheng/shared';
import { issueToken } from '../auth/tokens';
import type { Database } from '../db/types';
import { demoSession, get, post, startTestApi, type TestApi } from '../test/harness';
import { uniqueViolation } from '../db/errors';

const LIST = '/api/user/address/list';
const ADD = '/api/user/address/add';
const UPDATE = '/api/user/address/update';
const DELETE = '/api/user/address/delete';
const SET_DEFAULT = '/api/user/address/set/defaultAddress';
const REGIONS = '/api/user/prov/list';

/** A valid address in 北京市 / 市辖区 / 东城区. */
const HOME = {
  recipient: '张三',
  mobile: '13912345678',
  provinceCode: '110000',
  cityCode: '110100',
  districtCode: '110101',
  detail: '东华门街道 王府井大街 1 号',
  postcode: '100006',
};

/** A valid address in 广东省 / 东莞市 / 东莞市 (a city without counties). */
const OFFICE = {
  recipient: '李四',
  mobile: '18612345678',
  provinceCode: '440000',
  cityCode: '441900',
  districtCode: '441900',
  detail: '南城街道 鸿福路 200 号 星衡大厦 8 楼',
};

// Every call reads the clock once or more; it ticks a second each time, so each address is newer
// than the one added before it.
let clock = Date.parse('2026-11-23T10:00:00+08:00');
const tick = () => new Date((clock += 1000));

let api: TestApi;
let db: Kysely<Database>;
let demoId: number;
let demoToken: string;
let otherId: number;
let otherToken: string;

beforeAll(async () => {
  api = await startTestApi(tick);
  ({ db, demoId, token: demoToken } = await demoSession(api, new Date(clock)));
  otherId = 900001;
  await db
    .insertInto('users')
    .values({
      id: otherId,
      phone: '13700137000',
      password_hash: 'not-a-real-hash',
      nickname: '另一位用户',
      created_at: clock,
    })
    .execute();
  otherToken = await issueToken(db, otherId, new Date(clock));
});

afterAll(async () => {
  await db.destroy();
  await api.close();
});

beforeEach(async () => {
  await db.deleteFrom('user_addresses').execute();
});

async function list(token: string): Promise<Address[]> {
  const answer = await get<Address[]>(api.app, LIST, token);
  expect(answer.status).toBe(200);
  return answer.body.data;
}

async function add(token: string, body: object): Promise<Address> {
  const answer = await post<Address>(api.app, ADD, body, token);
  expect(answer.body).toMatchObject({ code: 0 });
  return answer.body.data;
}

/** The ids of the user's default addresses, straight from the table. */
async function defaults(userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('user_addresses')
    .select('id')
    .where('user_id', '=', userId)
    .where('is_default', '=', 1)
    .execute();
  return rows.map((r) => r.id);
}

async function count(userId: number): Promise<number> {
  const rows = await db
    .selectFrom('user_addresses')
    .select('id')
    .where('user_id', '=', userId)
    .execute();
  return rows.length;
}

describe('GET /api/user/prov/list', () => {
  it('answers the provinces without a parent code, with 6-digit codes', async () => {
    const answer = await get<Region[]>(api.app, REGIONS);
    expect(answer.status).toBe(200);
    const provinces = answer.body.data;
    expect(provinces).toHaveLength(31);
    expect(provinces[0]).toEqual({ code: '110000', name: '北京市', hasChildren: true });
    expect(provinces.map((p) => p.code)).toContain('650000');
    expect(provinces.every((p) => /^\d{2}0000$/.test(p.code) && p.hasChildren)).toBe(true);
    expect(provinces.map((p) => p.code)).not.toContain('710000');
  });

  it('answers the cities of a province and the districts of a city', async () => {
    expect((await get<Region[]>(api.app, `${REGIONS}?parentCode=110000`)).body.data).toEqual([
      { code: '110100', name: '市辖区', hasChildren: true },
    ]);
    const beijing = (await get<Region[]>(api.app, `${REGIONS}?parentCode=110100`)).body.data;
    expect(beijing).toContainEqual({ code: '110101', name: '东城区', hasChildren: false });
    expect(beijing).toHaveLength(16);
    const guangdong = (await get<Region[]>(api.app, `${REGIONS}?parentCode=440000`)).body.data;
    expect(guangdong).toContainEqual({ code: '440300', name: '深圳市', hasChildren: true });
    expect((await get<Region[]>(api.app, `${REGIONS}?parentCode=441900`)).body.data).toEqual([
      { code: '441900', name: '东莞市', hasChildren: false },
    ]);
    const henan = (await get<Region[]>(api.app, `${REGIONS}?parentCode=419000`)).body.data;
    expect(henan).toEqual([{ code: '419001', name: '济源市', hasChildren: false }]);
  });

  it('leaves out statistical functional zones, which are not GB/T 2260 divisions', async () => {
    const suzhou = (await get<Region[]>(api.app, `${REGIONS}?parentCode=320500`)).body.data;
    expect(suzhou.map((d) => d.name)).toContain('吴中区');
    expect(suzhou.map((d) => d.code)).not.toContain('320576');
    expect(suzhou.every((d) => !/^\d{4}(7[1-9]|80)$/.test(d.code))).toBe(true);
  });

  it('answers [] for a district, 404 for an unknown code and 400 for a malformed one', async () => {
    expect((await get(api.app, `${REGIONS}?parentCode=110101`)).body).toEqual({
      code: 0,
      msg: '成功',
      data: [],
    });
    const unknown = await get(api.app, `${REGIONS}?parentCode=990000`);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ code: 40401, msg: '行政区划代码不存在', data: null });
    for (const bad of ['11', 'abcdef', '1100000', '']) {
      const answer = await get(api.app, `${REGIONS}?parentCode=${bad}`);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ code: 40001, data: null });
      expect(answer.body.msg).toContain('（parentCode）');
    }
  });
});

describe('authentication', () => {
  it('answers 401 on every address endpoint without a valid token, before reading the body', async () => {
    const calls: [string, object | undefined][] = [
      [ADD, HOME],
      [ADD, {}],
      [UPDATE, { id: 123456789, ...HOME }],
      [DELETE, { id: 123456789 }],
      [SET_DEFAULT, { id: 123456789 }],
    ];
    for (const token of [undefined, 'not-a-token']) {
      const listed = await get(api.app, LIST, token);
      expect(listed.status).toBe(401);
      expect(listed.body).toEqual({ code: 401, msg: '登录已过期，请重新登录', data: null });
      for (const [url, body] of calls) {
        const answer = await post(api.app, url, body, token);
        expect(answer.status).toBe(401);
        expect(answer.body).toMatchObject({ code: 401, data: null });
      }
    }
    expect(await count(demoId)).toBe(0);
  });
});

describe('POST /api/user/address/add', () => {
  it('stores the first address as the default, with the region names and trimmed fields', async () => {
    const stored = await add(demoToken, {
      ...HOME,
      recipient: '  张三 ',
      detail: ` ${HOME.detail} `,
      isDefault: false,
    });
    expect(stored).toMatchObject({
      recipient: '张三',
      mobile: '13912345678',
      provinceCode: '110000',
      provinceName: '北京市',
      cityCode: '110100',
      cityName: '市辖区',
      districtCode: '110101',
      districtName: '东城区',
      detail: HOME.detail,
      postcode: '100006',
      isDefault: true,
    });
    expect(stored.id).toBeGreaterThanOrEqual(100_000_000);
    expect(stored.id).toBeLessThan(1_000_000_000);
    expect(stored.createdAt).toBe(stored.updatedAt);
    expect(await list(demoToken)).toEqual([stored]);
  });

  it('adds a second address as non-default unless asked, and moves the default when asked', async () => {
    const first = await add(demoToken, HOME);
    const second = await add(demoToken, OFFICE);
    expect(second).toMatchObject({ isDefault: false, postcode: null, cityName: '东莞市' });
    expect(await defaults(demoId)).toEqual([first.id]);
    const third = await add(demoToken, { ...OFFICE, postcode: '', isDefault: true });
    expect(third).toMatchObject({ isDefault: true, postcode: null });
    expect(await defaults(demoId)).toEqual([third.id]);
    const listed = await list(demoToken);
    expect(listed.map((a) => a.id)).toEqual([third.id, second.id, first.id]);
    expect(listed.map((a) => a.isDefault)).toEqual([true, false, false]);
  });

  it.each([
    ['recipient', '张', '收货人（recipient）长度须为 2–20 个字符'],
    ['recipient', '   ', '收货人（recipient）长度须为 2–20 个字符'],
    ['recipient', '星'.repeat(21), '收货人（recipient）长度须为 2–20 个字符'],
    ['recipient', '张\n三', '收货人（recipient）不能包含换行或制表符'],
    ['recipient', 12, '收货人（recipient）长度须为 2–20 个字符'],
    ['mobile', '12345678901', '手机号码（mobile）须为 11 位中国大陆手机号'],
    ['mobile', '1391234567', '手机号码（mobile）须为 11 位中国大陆手机号'],
    ['mobile', '139123456789', '手机号码（mobile）须为 11 位中国大陆手机号'],
    ['mobile', '010-12345678', '手机号码（mobile）须为 11 位中国大陆手机号'],
    ['provinceCode', '11', '省份（provinceCode）须为 6 位行政区划代码'],
    ['cityCode', '1101OO', '城市（cityCode）须为 6 位行政区划代码'],
    ['districtCode', 110101, '区县（districtCode）须为 6 位行政区划代码'],
    ['detail', '王府井', '详细地址（detail）长度须为 5–120 个字符'],
    ['detail', '路'.repeat(121), '详细地址（detail）长度须为 5–120 个字符'],
    ['detail', '王府井大街\t1 号', '详细地址（detail）不能包含换行或制表符'],
    ['postcode', '10000', '邮政编码（postcode）须为 6 位数字'],
    ['postcode', 'abcdef', '邮政编码（postcode）须为 6 位数字'],
    ['isDefault', 'yes', '默认地址（isDefault）须为 true 或 false'],
  ])('refuses %s = %j with a Chinese message and writes nothing', async (field, value, msg) => {
    const answer = await post(api.app, ADD, { ...HOME, [field]: value }, demoToken);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ code: 40001, msg, data: null });
    expect(await count(demoId)).toBe(0);
  });

  it.each(['recipient', 'mobile', 'provinceCode', 'cityCode', 'districtCode', 'detail'])(
    'refuses a body without %s',
    async (field) => {
      const body: Record<string, unknown> = { ...HOME };
      delete body[field];
      const answer = await post(api.app, ADD, body, demoToken);
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe(40001);
      expect(answer.body.msg).toContain(`（${field}）`);
      expect(await count(demoId)).toBe(0);
    },
  );

  it('accepts the limits: 2 and 20 characters, 5 and 120, no postcode', async () => {
    await add(demoToken, { ...HOME, recipient: '王五', detail: '一二三四五', postcode: null });
    await add(demoToken, { ...HOME, recipient: '星'.repeat(20), detail: '路'.repeat(120) });
    // One character outside the BMP counts once.
    await add(demoToken, { ...HOME, recipient: '𠮷𠮷', detail: '𠮷'.repeat(120) });
    expect(await count(demoId)).toBe(3);
  });

  it.each([
    ['an unknown province', { provinceCode: '990000' }, '省份（provinceCode）不存在'],
    ['a city of another province', { cityCode: '120100' }, '城市（cityCode）不属于所选省份'],
    [
      'a district of another city',
      { districtCode: '120101' },
      '区县（districtCode）不属于所选城市',
    ],
    ['a province as the city', { cityCode: '110000' }, '城市（cityCode）不属于所选省份'],
    ['a city as the district', { districtCode: '110100' }, '区县（districtCode）不属于所选城市'],
    [
      'a functional zone as the district',
      { provinceCode: '320000', cityCode: '320500', districtCode: '320576' },
      '区县（districtCode）不属于所选城市',
    ],
  ])('refuses a region chain with %s', async (_case, codes, msg) => {
    const answer = await post(api.app, ADD, { ...HOME, ...codes }, demoToken);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ code: 40001, msg, data: null });
    expect(await count(demoId)).toBe(0);
  });

  it('keeps at most 20 addresses per user', async () => {
    for (let i = 0; i < 20; i += 1) await add(demoToken, { ...HOME, detail: `王府井大街 ${i} 号` });
    const refused = await post(api.app, ADD, HOME, demoToken);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      code: 40030,
      msg: '最多保存 20 个收货地址，请先删除不用的地址',
      data: null,
    });
    expect(await count(demoId)).toBe(20);
    expect(await defaults(demoId)).toHaveLength(1);
    // The limit is per user.
    await add(otherToken, HOME);
    const [oldest] = (await list(demoToken)).slice(-1);
    expect((await post(api.app, DELETE, { id: oldest?.id }, demoToken)).body.code).toBe(0);
    await add(demoToken, HOME);
    expect(await count(demoId)).toBe(20);
  });
});

describe('POST /api/user/address/update', () => {
  it('replaces the fields and returns the stored address with new names', async () => {
    const home = await add(demoToken, HOME);
    const answer = await post<Address>(
      api.app,
      UPDATE,
      { id: home.id, ...OFFICE, recipient: '王小明' },
      demoToken,
    );
    expect(answer.body.code).toBe(0);
    expect(answer.body.data).toMatchObject({
      id: home.id,
      recipient: '王小明',
      provinceName: '广东省',
      cityName: '东莞市',
      districtName: '东莞市',
      postcode: null,
      isDefault: true,
      createdAt: home.createdAt,
    });
    expect(answer.body.data.updatedAt).toBeGreaterThan(home.updatedAt);
    expect(await list(demoToken)).toEqual([answer.body.data]);
  });

  it('moves the default with isDefault: true and refuses to drop it with isDefault: false', async () => {
    const home = await add(demoToken, HOME);
    const office = await add(demoToken, OFFICE);
    const kept = await post<Address>(
      api.app,
      UPDATE,
      { id: office.id, ...OFFICE, isDefault: false },
      demoToken,
    );
    expect(kept.body.data.isDefault).toBe(false);
    const refused = await post(
      api.app,
      UPDATE,
      { id: home.id, ...HOME, isDefault: false },
      demoToken,
    );
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      code: 40031,
      msg: '默认地址不能取消，请把其他地址设为默认地址',
      data: null,
    });
    expect(await defaults(demoId)).toEqual([home.id]);
    const moved = await post<Address>(
      api.app,
      UPDATE,
      { id: office.id, ...OFFICE, isDefault: true },
      demoToken,
    );
    expect(moved.body.data.isDefault).toBe(true);
    expect(await defaults(demoId)).toEqual([office.id]);
    // Editing the default without the flag keeps it the default.
    await post(
      api.app,
      UPDATE,
      { id: office.id, ...OFFICE, detail: '南城街道 新地址 9 号' },
      demoToken,
    );
    expect(await defaults(demoId)).toEqual([office.id]);
  });

  it('validates like add, the id too, and changes nothing on bad input', async () => {
    const home = await add(demoToken, HOME);
    for (const [body, fragment] of [
      [{ id: home.id, ...HOME, mobile: '1391234567' }, '（mobile）'],
      [{ id: home.id, ...HOME, districtCode: '120101' }, '（districtCode）'],
      [{ id: '1', ...HOME }, '（id）'],
      [{ id: 0, ...HOME }, '（id）'],
      [{ id: 1.5, ...HOME }, '（id）'],
      [{ ...HOME }, '（id）'],
    ] as const) {
      const answer = await post(api.app, UPDATE, body, demoToken);
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe(40001);
      expect(answer.body.msg).toContain(fragment);
    }
    expect(await list(demoToken)).toEqual([home]);
  });

  it("answers 404 for another user's address and for an unknown id, changing nothing", async () => {
    const mine = await add(demoToken, HOME);
    const theirs = await add(otherToken, OFFICE);
    for (const id of [theirs.id, 123456789]) {
      const answer = await post(api.app, UPDATE, { id, ...HOME, recipient: '入侵者' }, demoToken);
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ code: 40401, msg: '收货地址不存在', data: null });
    }
    expect(await list(otherToken)).toEqual([theirs]);
    expect(await list(demoToken)).toEqual([mine]);
  });
});

describe('POST /api/user/address/set/defaultAddress', () => {
  it('makes one address the default and keeps exactly one', async () => {
    const home = await add(demoToken, HOME);
    const office = await add(demoToken, OFFICE);
    const answer = await post(api.app, SET_DEFAULT, { id: office.id }, demoToken);
    expect(answer.body).toEqual({ code: 0, msg: '成功', data: null });
    expect(await defaults(demoId)).toEqual([office.id]);
    expect((await list(demoToken)).map((a) => [a.id, a.isDefault])).toEqual([
      [office.id, true],
      [home.id, false],
    ]);
    // Again on the default: still one default.
    expect((await post(api.app, SET_DEFAULT, { id: office.id }, demoToken)).body.code).toBe(0);
    expect(await defaults(demoId)).toEqual([office.id]);
  });

  it("answers 404 for another user's address, a bad id 400, and changes nothing", async () => {
    const mine = await add(demoToken, HOME);
    const theirs = await add(otherToken, OFFICE);
    await add(otherToken, HOME);
    const answer = await post(api.app, SET_DEFAULT, { id: mine.id }, otherToken);
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ code: 40401, msg: '收货地址不存在', data: null });
    expect(await defaults(otherId)).toEqual([theirs.id]);
    expect(await defaults(demoId)).toEqual([mine.id]);
    const bad = await post(api.app, SET_DEFAULT, { id: 'x' }, demoToken);
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ code: 40001, msg: '地址编号（id）须为正整数', data: null });
  });
});

describe('POST /api/user/address/delete', () => {
  it('deletes a non-default address and leaves the default', async () => {
    const home = await add(demoToken, HOME);
    const office = await add(demoToken, OFFICE);
    const answer = await post(api.app, DELETE, { id: office.id }, demoToken);
    expect(answer.body).toEqual({ code: 0, msg: '成功', data: null });
    expect(await list(demoToken)).toEqual([home]);
    const again = await post(api.app, DELETE, { id: office.id }, demoToken);
    expect(again.status).toBe(404);
  });

  it('passes the default to the most recently added other address', async () => {
    const first = await add(demoToken, HOME);
    const second = await add(demoToken, OFFICE);
    const third = await add(demoToken, { ...HOME, detail: '王府井大街 3 号' });
    await post(api.app, SET_DEFAULT, { id: second.id }, demoToken);
    await post(api.app, DELETE, { id: second.id }, demoToken);
    expect(await defaults(demoId)).toEqual([third.id]);
    await post(api.app, DELETE, { id: third.id }, demoToken);
    expect(await defaults(demoId)).toEqual([first.id]);
    await post(api.app, DELETE, { id: first.id }, demoToken);
    expect(await list(demoToken)).toEqual([]);
    // With none left, the next address is the default again.
    expect((await add(demoToken, OFFICE)).isDefault).toBe(true);
  });

  it("answers 404 for another user's address and leaves it", async () => {
    const theirs = await add(otherToken, OFFICE);
    const answer = await post(api.app, DELETE, { id: theirs.id }, demoToken);
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ code: 40401, msg: '收货地址不存在', data: null });
    expect(await list(otherToken)).toEqual([theirs]);
  });
});

describe('the table', () => {
  it('refuses a second default for one user even outside the routes', async () => {
    const home = await add(demoToken, HOME);
    const office = await add(demoToken, OFFICE);
    expect(home.isDefault).toBe(true);
    // better-sqlite3 is a native module shared by every test file of a jest worker: its SqliteError
    // can come from another file's realm, where `rejects.toThrow` does not see an Error. Read the
    // refusal as both engines word it instead.
    const refusal = await db
      .updateTable('user_addresses')
      .set({ is_default: 1 })
      .where('id', '=', office.id)
      .execute()
      .then(
        () => 'accepted',
        (error: unknown) => uniqueViolation(error),
      );
    expect(refusal).toEqual({ table: 'user_addresses', columns: ['user_id'] });
  });
});
