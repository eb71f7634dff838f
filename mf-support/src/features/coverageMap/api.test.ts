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
  it('calls the site API relative to its base, so the client prefixes /api once', async () => {
    setSiteConfig({ ...DEFAULT_SITE_CONFIG, apiBase: '/api', coverageHost: '/api/' });
    await fetchCoverageRegions();
    expect(get).toHaveBeenCalledWith('/coverage/regions', { silent: true });
  });

  it('calls another site path on this origin, so the client does not prefix /api', async () => {
    setSiteConfig({ ...DEFAULT_SITE_CONFIG, coverageHost: '/coverage-api/v1' });
    await fetchCoverageRegions();
    expect(get).toHaveBeenCalledWith('http://localhost/coverage-api/v1/coverage/regions', {
      silent: true,
    });
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
