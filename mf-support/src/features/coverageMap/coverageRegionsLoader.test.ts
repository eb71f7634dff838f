/**
 * @jest-environment node
 */
import { ApiFailure, apiGet, DEFAULT_SITE_CONFIG, setSiteConfig } from '@xingheng/shared';
import { REGIONS } from '../../testing/coverageFixtures';
import { coverageRegionsLoader } from './coverageRegionsLoader';

// As on the server: no window, the shared client pointed at the API in process.
jest.mock('@xingheng/shared', () => ({
  ...jest.requireActual<object>('@xingheng/shared'),
  apiGet: jest.fn(),
}));
const get = jest.mocked(apiGet);

afterEach(() => {
  setSiteConfig(DEFAULT_SITE_CONFIG);
  get.mockReset();
});

it('renders on the server with the regions of the site API (the default coverage host)', async () => {
  get.mockResolvedValue(REGIONS);
  await expect(coverageRegionsLoader()).resolves.toEqual({ kind: 'ready', regions: REGIONS });
  expect(get).toHaveBeenCalledWith('/coverage/regions', { silent: true });
});

it.each(['https://coverage.example.com', '/coverage-api/v1'])(
  'leaves the regions of another coverage host (%s) to the browser',
  async (coverageHost) => {
    setSiteConfig({ ...DEFAULT_SITE_CONFIG, coverageHost });
    await expect(coverageRegionsLoader()).resolves.toEqual({ kind: 'browser' });
    expect(get).not.toHaveBeenCalled();
  },
);

it('returns a failure as its Chinese message, never throwing', async () => {
  get.mockRejectedValue(new ApiFailure({ code: 500, msg: '覆盖数据服务暂不可用' }));
  await expect(coverageRegionsLoader()).resolves.toEqual({
    kind: 'error',
    error: '覆盖数据服务暂不可用',
  });
});
