import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { BugReportCreated } from '@xingheng/shared';
import { buildApiServer } from '../server';
import { s3ObjectStore } from '../storage/objectStore';
import { freshTestDatabase } from '../test/database';
import { TEST_PUBLIC_ORIGIN, tempDir } from '../test/harness';

// Two API nodes on one database and one bucket of the object storage stand-in: a problem report
// filed through one node has its attachment served by the other, and nothing lands on either
// node's disk (docs/deployment.md "Object storage").

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(300, 9),
]);

let dir: string;
const nodes: FastifyInstance[] = [];
const prefix = `bug-reports-${process.pid}-${Date.now()}`;

beforeAll(async () => {
  dir = tempDir();
  const location = await freshTestDatabase(dir);
  const client = {
    endpoint: process.env.XH_TEST_S3_ENDPOINT ?? '',
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  };
  const uploads = s3ObjectStore({ client, bucket: 'xh-test-uploads', prefix });
  for (const name of ['a', 'b']) {
    nodes.push(
      await buildApiServer({
        dbFile: location,
        publicOrigin: TEST_PUBLIC_ORIGIN,
        uploads,
        // Where the attachments would go without the bucket: must stay empty.
        bugReportDir: `${dir}/local-${name}`,
      }),
    );
  }
});
afterAll(async () => {
  for (const node of nodes) await node.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('uploads in object storage, two nodes', () => {
  it('serves through node B the attachment filed through node A', async () => {
    const [nodeA, nodeB] = nodes as [FastifyInstance, FastifyInstance];
    const filed = await nodeA.inject({
      method: 'POST',
      url: '/api/web/bugReport',
      remoteAddress: '10.77.0.1',
      payload: {
        category: 'service',
        subject: 'Locate-CM / RTK 接收机',
        description: '挂载点 RTCM33_GRCE 连接后无差分数据。',
        contact: '13800138000',
        attachments: [{ name: '截图.png', contentType: 'image/png', data: PNG.toString('base64') }],
      },
    });
    expect(filed.statusCode).toBe(200);
    const { ticketNo } = filed.json<{ data: BugReportCreated }>().data;
    const served = await nodeB.inject({
      url: `/api/web/bugReport/attachment?ticketNo=${ticketNo}&contact=13800138000&index=0`,
      remoteAddress: '10.77.0.2',
    });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect(fs.existsSync(`${dir}/local-a`)).toBe(false);
    expect(fs.existsSync(`${dir}/local-b`)).toBe(false);
    const missing = await nodeB.inject({
      url: `/api/web/bugReport/attachment?ticketNo=${ticketNo}&contact=13800138000&index=1`,
      remoteAddress: '10.77.0.3',
    });
    expect(missing.statusCode).toBe(404);
  });
});
