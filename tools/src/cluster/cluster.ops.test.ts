import { UPSTREAM_FAIL_TIMEOUT_S } from '@xingheng/server';
import { startCluster, type RunningCluster } from './startCluster';

// docs/deployment.md "A cluster on one machine": `npm run cluster` as a test. Two site nodes on
// throwaway PostgreSQL, Redis and s3rver, each serving its own mirror of the deploy target on the
// stand-in, behind Debian's nginx (`--static proxy`); node A goes down and comes back.
// Needs the apps built (`npm test` builds before test:ops; otherwise startCluster builds them).

let cluster: RunningCluster | undefined;
/** The active shell's script, as the page names it: a versioned file. */
let shellScript = '';

beforeAll(async () => {
  cluster = await startCluster();
  const page = await (await fetch(`${cluster.url}/`)).text();
  shellScript = /src="?(\/shell\/[^" >]+\.js)/.exec(page)?.[1] ?? '/shell/not-in-the-page.js';
}, 240_000);
afterAll(() => cluster?.stop(), 30_000);

/** What a visitor gets through nginx: status, and whether the page was rendered on a node. */
async function visit(urlPath: string): Promise<string> {
  if (!cluster) throw new Error('the cluster did not start (see beforeAll)');
  const answer = await fetch(`${cluster.url}${urlPath}`);
  const body = await answer.text();
  if (urlPath.startsWith('/api/')) {
    const code = answer.headers.get('content-type')?.startsWith('application/json')
      ? (JSON.parse(body) as { code: number }).code
      : body.slice(0, 80);
    return `${answer.status} ${urlPath} code ${code}`;
  }
  if (urlPath.endsWith('.json')) return `${answer.status} ${urlPath}`;
  if (urlPath.endsWith('.js')) {
    return `${answer.status} shell script ${answer.headers.get('cache-control') ?? ''}`;
  }
  // A node renders the page's heading into the HTML; nginx's own fallback page has none.
  return `${answer.status} ${urlPath} ${/<h1[^>]*>[^<]+/.test(body) ? 'rendered' : 'static'}`;
}

const PATHS = ['/', '/news', '/api/web/index/getWebsiteMenu', '/mf-registry.json'];
const EXPECTED = [
  '200 / rendered',
  '200 /news rendered',
  '200 /api/web/index/getWebsiteMenu code 0',
  '200 /mf-registry.json',
  '200 shell script public, max-age=31536000, immutable',
];

async function visitAll(rounds: number): Promise<string[]> {
  const answers: string[] = [];
  for (let round = 0; round < rounds; round += 1) {
    for (const urlPath of [...PATHS, shellScript]) answers.push(await visit(urlPath));
  }
  return answers;
}

test('pages, the registry, versioned files and the API answer through nginx', async () => {
  expect(await visitAll(2)).toEqual([...EXPECTED, ...EXPECTED]);
  for (const node of cluster?.nodes ?? []) {
    expect((await fetch(`${node.url}/api/web/index/getWebsiteMenu`)).status).toBe(200);
  }
}, 30_000);

test('with node A down, every page, file and API read still answers 200 from node B; A comes back', async () => {
  const [nodeA, nodeB] = cluster?.nodes ?? [];
  if (!nodeA || !nodeB) throw new Error('two nodes expected');
  await nodeA.stop();
  expect(nodeA.running()).toBe(false);
  expect(await visitAll(3)).toEqual([...EXPECTED, ...EXPECTED, ...EXPECTED]);

  await nodeA.start();
  expect((await fetch(`${nodeA.url}/mf-registry.json`)).status).toBe(200);
  // nginx asks a node that failed again only after fail_timeout (docs/deployment.md "Several
  // nodes behind one nginx": a rolling restart waits as long).
  await new Promise((resolve) => setTimeout(resolve, UPSTREAM_FAIL_TIMEOUT_S * 1000 + 500));
  await nodeB.stop();
  expect(await visitAll(2)).toEqual([...EXPECTED, ...EXPECTED]);
  await nodeB.start();
}, 150_000);
