import { apiGet, DEFAULT_SITE_CONFIG, setSiteConfig } from '@xingheng/shared';
import { fetchCoverageRegions, lookupCoverage } from './api';

jest.mock('@xingheng/shared', () => ({
  ...jest.requireActual<object>('@xingheng/shared'),
  apiGet: jest.fn(() => Promise.resolve({})),
}));
const get = jest.mocked(apiGet);

afterEach(() => {
  setSiteConfig(DEFAULT_SITE_CONFIG);
  get.mockClear();
});

describe('coverage host (SPEC §9)', () => {
  it('calls a site-path host on this origin, so the client does not prefix /api again', async () => {
    setSiteConfig({ ...DEFAULT_SITE_CONFIG, coverageHost: '/api' });
    await fetchCoverageRegions();
    expect(get).toHaveBeenCalledWith('http://localhost/api/coverage/regions', { silent: true });
  });

  it('calls an absolute coverage host as configured, with the query', async () => {
    setSiteConfig({ ...DEFAULT_SITE_CONFIG, coverageHost: 'https://coverage.example.com' });
    await lookupCoverage({ lng: 116.4, lat: 39.9, frame: 'CGCS2000' });
    expect(get).toHaveBeenCalledWith('https://coverage.example.com/coverage/lookup', {
      params: { lng: 116.4, lat: 39.9, frame: 'CGCS2000' },
      silent: true,
    });
  });
});
