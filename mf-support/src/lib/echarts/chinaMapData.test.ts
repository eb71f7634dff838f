import { fetchChinaMap } from './chinaMapData';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

function answer(status: number, body: unknown) {
  globalThis.fetch = jest.fn(() =>
    Promise.resolve(new Response(JSON.stringify(body), { status })),
  ) as typeof fetch;
}

describe('fetchChinaMap', () => {
  it('returns the map data from its file', async () => {
    answer(200, { UTF8Encoding: true, features: [{ id: '110000', properties: { name: '北京' } }] });
    await expect(fetchChinaMap('/remotes/mf-support/v/assets/china.json')).resolves.toMatchObject({
      features: [{ id: '110000' }],
    });
    expect(globalThis.fetch).toHaveBeenCalledWith('/remotes/mf-support/v/assets/china.json');
  });

  it('fails on an HTTP error or an answer that is not the map', async () => {
    answer(404, {});
    await expect(fetchChinaMap('/x.json')).rejects.toThrow('HTTP 404');
    answer(200, { code: 0 });
    await expect(fetchChinaMap('/x.json')).rejects.toThrow('not a feature collection');
  });
});
