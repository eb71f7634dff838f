import { FEATURED_SOLUTIONS, SOLUTION_LIST, SOLUTION_NAMES, SOLUTIONS } from './solutions';

const SPEC_NAMES = [
  'carpooling',
  'deformationMonitoring',
  'farmingPrecision',
  'intelligentDriving',
  'lowAltitudeEconomy',
  'lowSpeedUnmannedVehicle',
  'popularApplication',
  'smartPort',
  'smartPublicSecurity',
  'smartTrafficManagement',
  'smartTrafficManagementV2x',
  'v2xPrecision',
  'vehicleMonitoring',
];

describe('solutions content (SPEC §2)', () => {
  it('has the 13 solution routes of the spec, each once', () => {
    expect([...SOLUTION_NAMES].sort()).toEqual([...SPEC_NAMES].sort());
    expect(new Set(SOLUTION_LIST.map((s) => s.name)).size).toBe(13);
  });

  it('keys every record by its own route name', () => {
    for (const name of SOLUTION_NAMES) expect(SOLUTIONS[name].name).toBe(name);
  });

  it('gives every solution a non-empty, unique title and a summary', () => {
    for (const s of SOLUTION_LIST) {
      expect(s.title.trim()).not.toBe('');
      expect(s.summary.trim()).not.toBe('');
    }
    expect(new Set(SOLUTION_LIST.map((s) => s.title)).size).toBe(13);
  });

  it('features the footer solutions on the home page', () => {
    const featured = FEATURED_SOLUTIONS.map((s) => s.name);
    expect(featured).toEqual(
      expect.arrayContaining([
        'intelligentDriving',
        'carpooling',
        'lowAltitudeEconomy',
        'lowSpeedUnmannedVehicle',
      ]),
    );
  });
});
