import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { IdentityInfo } from '@xingheng/shared';
import type { Database } from '../db/types';
import { apiErrorHandler } from '../errors';
import { apiServerOptions } from '../framework';
import {
  approveIdentitySubmission,
  listIdentitySubmissions,
  readIdentityLicence,
  rejectIdentitySubmission,
} from './review';
import { NO_IDENTITY } from './store';
import { defaultIdentityVerifier, type IdentityVerifier } from './verifier';
import {
  demoSession,
  freshAddresses,
  get,
  send,
  startTestApi,
  tempDir,
  type Answer,
  type TestApi,
} from '../test/harness';
import { failWrites } from '../test/faults';
import { localObjectStore, type ObjectStore } from '../storage/objectStore';
import { identityRoutes } from './routes';

const INFO = '/api/user/auth/info';
const PERSONAL = '/api/user/auth/personal';
const ENTERPRISE = '/api/user/auth/enterprise';

/** The published example of GB 11643 (a final `x` is read as `X`). */
const ID_NUMBER = '11010519491231002X';
const PERSON = { realName: '张三', idNumber: ID_NUMBER };
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 7),
]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 9)]);
const COMPANY = {
  companyName: '深圳星衡时空科技有限公司',
  creditCode: '91440300708461136T',
  licence: { contentType: 'image/png', data: PNG.toString('base64') },
};

let clock = Date.parse('2026-11-24T10:00:00+08:00');
const tick = () => new Date((clock += 1000));

// Submissions are limited per address (10 an hour): each call comes from an address of its own,
// except in the test of that limit.
const nextAddress = freshAddresses(9);

/** POST a JSON body with the token, from a fresh address (or `from`). */
function post<T = unknown>(
  app: FastifyInstance,
  url: string,
  payload?: object,
  token?: string,
  from?: string,
): Promise<Answer<T>> {
  return send<T>(app, url, {
    method: 'POST',
    token,
    from: from ?? nextAddress(),
    ...(payload ? { payload } : {}),
  });
}

let api: TestApi;
let db: Kysely<Database>;
let token: string;
/** The uploads store the test API writes licences to: a folder of the test's. */
let storeDir: string;
let store: ObjectStore;

beforeAll(async () => {
  storeDir = tempDir();
  store = localObjectStore(storeDir);
  api = await startTestApi(tick, { uploads: store });
  ({ db, token } = await demoSession(api, new Date(clock)));
});

afterAll(async () => {
  await db.destroy();
  await api.close();
  fs.rmSync(storeDir, { recursive: true, force: true });
});

beforeEach(async () => {
  await db.deleteFrom('identity_verifications').execute();
  fs.rmSync(path.join(storeDir, 'licences'), { recursive: true, force: true });
});

/** The keys of every object in the uploads store, sorted. */
function objects(): string[] {
  return fs
    .readdirSync(storeDir, { recursive: true, encoding: 'utf8' })
    .filter((name) => fs.statSync(path.join(storeDir, name)).isFile())
    .map((name) => name.split(path.sep).join('/'))
    .sort();
}

/** POST a submission of the demo user (its token), from a fresh address (or `from`). */
function submit<T = unknown>(url: string, payload: object, from?: string): Promise<Answer<T>> {
  return post<T>(api.app, url, payload, token, from);
}

async function rows() {
  return db.selectFrom('identity_verifications').selectAll().orderBy('submitted_at').execute();
}

/** The identity of an answer that must be HTTP 200. */
function dataOf(answer: Answer<IdentityInfo>): IdentityInfo {
  expect(answer.status).toBe(200);
  return answer.body.data;
}

async function info(): Promise<IdentityInfo> {
  return dataOf(await get<IdentityInfo>(api.app, INFO, token));
}

describe('authentication', () => {
  it('answers 401 on every identity endpoint without a valid token and stores nothing', async () => {
    for (const bad of [undefined, 'not-a-token']) {
      const read = await get(api.app, INFO, bad);
      expect(read.status).toBe(401);
      expect(read.body).toEqual({ code: 401, msg: '登录已过期，请重新登录', data: null });
      for (const [url, body] of [
        [PERSONAL, PERSON],
        [ENTERPRISE, COMPANY],
        [PERSONAL, {}],
      ] as const) {
        const answer = await post(api.app, url, body, bad);
        expect(answer.status).toBe(401);
        expect(answer.body).toMatchObject({ code: 401, data: null });
      }
    }
    expect(await rows()).toEqual([]);
  });
});

describe('GET /api/user/auth/info', () => {
  it('answers status none before anything is submitted', async () => {
    expect(await info()).toEqual(NO_IDENTITY);
  });
});

describe('POST /api/user/auth/personal', () => {
  it('answers 429 42900 beyond 10 submissions an hour from one address, valid or not', async () => {
    const from = '10.8.0.1';
    for (let i = 0; i < 10; i += 1) {
      const refused = await submit(PERSONAL, { realName: '张', idNumber: ID_NUMBER }, from);
      expect(refused.status).toBe(400);
    }
    const limited = await submit(PERSONAL, { realName: '张三', idNumber: ID_NUMBER }, from);
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ code: 42900 });
    expect(await info()).toMatchObject({ status: 'none' });
  });

  it('approves a valid person at once and keeps the ID number only masked and hashed', async () => {
    const approved = dataOf(
      await submit<IdentityInfo>(PERSONAL, {
        realName: ' 张三 ',
        idNumber: ' 11010519491231002x ',
      }),
    );
    expect(approved).toMatchObject({
      status: 'approved',
      kind: 'personal',
      name: '张三',
      maskedNumber: '1101**********002X',
      rejectReason: null,
    });
    expect(approved.reviewedAt).toBe(approved.submittedAt);
    expect(await info()).toEqual(approved);
    const [row, ...others] = await rows();
    expect(others).toEqual([]);
    expect(row?.id_number_hash).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(JSON.stringify(row)).not.toMatch(/19491231/);
  });

  it('accepts a name with a middle dot', async () => {
    const answer = await submit<IdentityInfo>(PERSONAL, {
      realName: '买买提·艾力',
      idNumber: '440524188001010014',
    });
    expect(answer.body.data).toMatchObject({ status: 'approved', name: '买买提·艾力' });
  });

  it('refuses bad names and ID numbers with a message naming the field, storing nothing', async () => {
    const bad: [object, string][] = [
      [{ ...PERSON, realName: '张' }, '（realName）'],
      [{ ...PERSON, realName: 'Zhang San' }, '（realName）'],
      [{ ...PERSON, realName: '·张三' }, '（realName）'],
      [{ ...PERSON, realName: '张··三' }, '（realName）'],
      [{ ...PERSON, realName: '张'.repeat(31) }, '（realName）'],
      [{ ...PERSON, realName: 12 }, '（realName）'],
      [{ idNumber: ID_NUMBER }, '（realName）'],
      [{ ...PERSON, idNumber: '110105194912310021' }, '（idNumber）'],
      [{ ...PERSON, idNumber: '11010519491231002' }, '（idNumber）'],
      [{ ...PERSON, idNumber: '110105194902300021' }, '（idNumber）'],
      [{ realName: '张三' }, '（idNumber）'],
    ];
    for (const [body, field] of bad) {
      const answer = await submit(PERSONAL, body);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ code: 40001, data: null });
      expect(answer.body.msg).toContain(field);
    }
    expect(await rows()).toEqual([]);
  });

  it('refuses any new submission once approved (40050)', async () => {
    await submit(PERSONAL, PERSON);
    const again = await submit(PERSONAL, PERSON);
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ code: 40050, msg: '您已完成实名认证，无需重复提交', data: null });
    const company = await submit(ENTERPRISE, COMPANY);
    expect(company.body).toMatchObject({ code: 40050 });
    expect(await rows()).toHaveLength(1);
  });
});

describe('POST /api/user/auth/enterprise', () => {
  it('leaves a valid enterprise pending and keeps its licence in the uploads store, not in the row', async () => {
    const pending = dataOf(
      await submit<IdentityInfo>(ENTERPRISE, { ...COMPANY, creditCode: '91440300708461136t' }),
    );
    expect(pending).toMatchObject({
      status: 'pending',
      kind: 'enterprise',
      name: '深圳星衡时空科技有限公司',
      maskedNumber: '9144**********136T',
      reviewedAt: null,
    });
    const [row, ...others] = await rows();
    expect(others).toEqual([]);
    expect(row?.credit_code).toBe('91440300708461136T');
    expect(row?.licence_type).toBe('image/png');
    expect(row?.licence_image).toBeNull();
    expect(row?.licence_size).toBe(PNG.length);
    expect(row?.licence_key).toMatch(/^licences\/[0-9a-f-]{36}\/licence\.png$/);
    expect(objects()).toEqual([row?.licence_key]);
    expect((await store.get(row?.licence_key ?? ''))?.equals(PNG)).toBe(true);
  });

  it('accepts a JPEG, kept as licence.jpg', async () => {
    const body = {
      ...COMPANY,
      licence: { contentType: 'image/jpeg', data: JPEG.toString('base64') },
    };
    expect((await submit(ENTERPRISE, body)).body).toMatchObject({ code: 0 });
    const [row] = await rows();
    expect(row?.licence_key).toMatch(/^licences\/[0-9a-f-]{36}\/licence\.jpg$/);
    expect(objects()).toEqual([row?.licence_key]);
  });

  it('keeps no licence object when the transaction fails, nor drops the earlier one', async () => {
    await submit(ENTERPRISE, COMPANY);
    const [first] = await rows();
    await rejectIdentitySubmission(db, first?.id ?? 0, '执照不清晰');
    const restore = await failWrites(db, {
      name: 'fail_identity_insert',
      table: 'identity_verifications',
      event: 'insert',
      when: "new.kind = 'enterprise'",
      message: 'disk full',
    });
    try {
      const failed = await submit(ENTERPRISE, COMPANY);
      expect(failed.status).toBe(500);
    } finally {
      await restore();
    }
    const [kept, ...others] = await rows();
    expect(others).toEqual([]);
    expect(kept?.licence_key).toBe(first?.licence_key);
    expect(objects()).toEqual([first?.licence_key]);
  });

  it('refuses any new submission while one is pending (40051)', async () => {
    await submit(ENTERPRISE, COMPANY);
    for (const [url, body] of [
      [ENTERPRISE, COMPANY],
      [PERSONAL, PERSON],
    ] as const) {
      const answer = await submit(url, body);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({
        code: 40051,
        msg: '您的实名认证正在审核中，请等待审核结果',
        data: null,
      });
    }
    expect(await rows()).toHaveLength(1);
  });

  it('stores only one of two concurrent submissions, and only its licence object', async () => {
    const answers = await Promise.all([submit(ENTERPRISE, COMPANY), submit(PERSONAL, PERSON)]);
    expect(answers.map((a) => a.body.code).sort()).toEqual([0, expect.any(Number)]);
    expect([40050, 40051]).toContain(answers.find((a) => a.body.code !== 0)?.body.code);
    const stored = await rows();
    expect(stored).toHaveLength(1);
    expect(objects()).toEqual(stored.flatMap((row) => (row.licence_key ? [row.licence_key] : [])));
  });

  it('keeps the licence object of the one of two concurrent enterprise submissions stored', async () => {
    const answers = await Promise.all([submit(ENTERPRISE, COMPANY), submit(ENTERPRISE, COMPANY)]);
    expect(answers.map((a) => a.body.code).sort()).toEqual([0, 40051]);
    const [row, ...others] = await rows();
    expect(others).toEqual([]);
    expect(objects()).toEqual([row?.licence_key]);
  });

  it('refuses a licence that is not a JPEG or PNG by its content, whatever it is declared as (415)', async () => {
    const licences = [
      { contentType: 'application/pdf', data: Buffer.from('%PDF-1.7 xxxxxxxx').toString('base64') },
      { contentType: 'image/png', data: JPEG.toString('base64') },
      { contentType: 'image/jpeg', data: PNG.toString('base64') },
      { contentType: 'image/png', data: Buffer.from('<svg xmlns="x"></svg>').toString('base64') },
      { contentType: 'image/gif', data: Buffer.from('GIF89a0000000000').toString('base64') },
    ];
    for (const licence of licences) {
      const answer = await submit(ENTERPRISE, { ...COMPANY, licence });
      expect(answer.status).toBe(415);
      expect(answer.body).toEqual({
        code: 41501,
        msg: '营业执照图片仅支持 JPG 或 PNG 格式',
        data: null,
      });
    }
    expect(await rows()).toEqual([]);
  });

  it('refuses a licence over 5 MB (413), in the body limit or after decoding', async () => {
    const justOver = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 - PNG.length + 1)]);
    const farOver = Buffer.alloc(6 * 1024 * 1024, 1);
    for (const bytes of [justOver, farOver]) {
      const licence = { contentType: 'image/png', data: bytes.toString('base64') };
      const answer = await submit(ENTERPRISE, { ...COMPANY, licence });
      expect(answer.status).toBe(413);
      expect(answer.body).toEqual({ code: 41301, msg: '营业执照图片不能超过 5 MB', data: null });
    }
    const exactly = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 - PNG.length)]);
    const licence = { contentType: 'image/png', data: exactly.toString('base64') };
    expect((await submit(ENTERPRISE, { ...COMPANY, licence })).body).toMatchObject({
      code: 0,
    });
  });

  it('refuses bad names, credit codes and licence data with 400 naming the field', async () => {
    const bad: [object, string][] = [
      [{ ...COMPANY, companyName: '星' }, '（companyName）'],
      [{ ...COMPANY, companyName: '星衡\n时空' }, '（companyName）'],
      [{ ...COMPANY, creditCode: '91440300708461136U' }, '（creditCode）'],
      [{ ...COMPANY, creditCode: '9144030070846113IT' }, '（creditCode）'],
      [{ companyName: COMPANY.companyName, creditCode: COMPANY.creditCode }, '（licence）'],
      [{ ...COMPANY, licence: { contentType: 'image/png', data: '' } }, '（licence）'],
      [{ ...COMPANY, licence: { contentType: 'image/png', data: 'not base64!' } }, '（licence）'],
    ];
    for (const [body, field] of bad) {
      const answer = await submit(ENTERPRISE, body);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ code: 40001, data: null });
      expect(answer.body.msg).toContain(field);
    }
    expect(await rows()).toEqual([]);
  });
});

describe('operator review', () => {
  it('an approved enterprise shows as approved and cannot be decided again', async () => {
    await submit(ENTERPRISE, COMPANY);
    const [row] = await rows();
    const at = clock + 5000;
    const approved = await approveIdentitySubmission(db, row?.id ?? 0, new Date(at));
    expect(approved).toMatchObject({ status: 'approved', reviewedBy: 'operator' });
    expect(await info()).toMatchObject({ status: 'approved', reviewedAt: at });
    await expect(approveIdentitySubmission(db, row?.id ?? 0)).rejects.toThrow('不是待审核状态');
    await expect(rejectIdentitySubmission(db, row?.id ?? 0, '材料不清晰')).rejects.toThrow(
      '不是待审核状态',
    );
  });

  it('a rejected submission shows its reason and may be resubmitted; the old licence is dropped', async () => {
    await submit(ENTERPRISE, COMPANY);
    const [first] = await rows();
    await expect(rejectIdentitySubmission(db, first?.id ?? 0, '  ')).rejects.toThrow('驳回原因');
    await rejectIdentitySubmission(db, first?.id ?? 0, ' 营业执照照片不清晰，请重新拍摄 ');
    expect(await info()).toMatchObject({
      status: 'rejected',
      rejectReason: '营业执照照片不清晰，请重新拍摄',
    });
    const again = await submit<IdentityInfo>(ENTERPRISE, COMPANY);
    expect(again.body.data).toMatchObject({ status: 'pending', rejectReason: null });
    const [old, current] = await rows();
    expect(old?.status).toBe('rejected');
    expect(old).toMatchObject({ licence_key: null, licence_size: null, licence_image: null });
    expect(current?.licence_key).not.toBe(first?.licence_key);
    expect(objects()).toEqual([current?.licence_key]);
    const listed = await listIdentitySubmissions(db);
    expect(listed.map((item) => [item.id, item.licenceBytes])).toEqual([
      [current?.id, PNG.length],
      [old?.id, 0],
    ]);
    await expect(readIdentityLicence(db, store, old?.id ?? 0)).resolves.toBeNull();
  });

  it('reads a licence from the store for the operator, and an older one from its row', async () => {
    await submit(ENTERPRISE, COMPANY);
    const [row] = await rows();
    expect(await readIdentityLicence(db, store, row?.id ?? 0)).toEqual({
      contentType: 'image/png',
      bytes: PNG,
    });
    // A row stored before licences moved to the store: its bytes in the row, size backfilled.
    await db
      .updateTable('identity_verifications')
      .set({ licence_key: null, licence_type: 'image/jpeg', licence_image: JPEG })
      .where('id', '=', row?.id ?? 0)
      .execute();
    const old = await readIdentityLicence(db, store, row?.id ?? 0);
    expect(old?.contentType).toBe('image/jpeg');
    expect(old?.bytes.equals(JPEG)).toBe(true);
    // A key whose object is gone is an error that says where it was looked for.
    await db
      .updateTable('identity_verifications')
      .set({ licence_key: 'licences/00000000-0000-4000-8000-000000000000/licence.png' })
      .where('id', '=', row?.id ?? 0)
      .execute();
    await expect(readIdentityLicence(db, store, row?.id ?? 0)).rejects.toThrow(
      '营业执照图片不在存储中',
    );
    await expect(readIdentityLicence(db, store, 999)).rejects.toThrow('不存在');
  });
});

describe('the IdentityVerifier interface', () => {
  /**
   * The identity routes alone, with a verifier of the test's, a log it can read and the uploads
   * store (default the test's).
   */
  async function withVerifier(
    verifier: IdentityVerifier,
    log: string[],
    licences: ObjectStore = store,
  ): Promise<FastifyInstance> {
    const app = Fastify({
      ...apiServerOptions(),
      logger: { level: 'info', stream: { write: (line: string) => log.push(line) } },
    });
    await app.register(
      async (scope) => {
        scope.setValidatorCompiler(validatorCompiler);
        scope.setSerializerCompiler(serializerCompiler);
        scope.setErrorHandler(apiErrorHandler);
        await scope.register(identityRoutes, {
          db,
          now: tick,
          identityVerifier: verifier,
          licences,
        });
      },
      { prefix: '/api' },
    );
    return app;
  }

  it('records a rejection with its reason, and a failing verifier leaves it for an operator', async () => {
    const log: string[] = [];
    const rejecting = await withVerifier(
      {
        personal: () => Promise.resolve({ status: 'rejected', reason: '姓名与身份证号不一致' }),
        enterprise: () => Promise.reject(new Error(`lookup of ${COMPANY.creditCode} failed`)),
      },
      log,
    );
    try {
      const personal = await post<IdentityInfo>(rejecting, PERSONAL, PERSON, token);
      expect(personal.body.data).toMatchObject({
        status: 'rejected',
        rejectReason: '姓名与身份证号不一致',
      });
      const enterprise = await post<IdentityInfo>(rejecting, ENTERPRISE, COMPANY, token);
      expect(enterprise.body.data).toMatchObject({ status: 'pending', reviewedAt: null });
    } finally {
      await rejecting.close();
    }
    const written = log.join('\n');
    expect(written).toContain('实名核验失败');
    for (const secret of [ID_NUMBER, COMPANY.creditCode, '张三', token]) {
      expect(written).not.toContain(secret);
    }
  });

  it('stores a resubmission when the earlier licence object cannot be removed, logging its key only', async () => {
    const log: string[] = [];
    const stuck: ObjectStore = {
      ...store,
      removePrefix: () => Promise.reject(new Error(`cannot remove ${PNG.toString('base64')}`)),
    };
    const app = await withVerifier(defaultIdentityVerifier, log, stuck);
    try {
      await post(app, ENTERPRISE, COMPANY, token);
      const [first] = await rows();
      await rejectIdentitySubmission(db, first?.id ?? 0, '执照不清晰');
      const again = await post<IdentityInfo>(app, ENTERPRISE, COMPANY, token);
      expect(again.body.data).toMatchObject({ status: 'pending' });
      const [, current] = await rows();
      expect(objects()).toEqual([first?.licence_key, current?.licence_key].sort());
      const written = log.join('\n');
      expect(written).toContain('删除营业执照图片对象失败');
      expect(written).toContain(first?.licence_key);
      for (const secret of [PNG.toString('base64'), COMPANY.creditCode, token]) {
        expect(written).not.toContain(secret);
      }
    } finally {
      await app.close();
    }
  });
});
