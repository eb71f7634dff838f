import {
  HARDWARE,
  HARDWARE_LIST,
  HARDWARE_PAGES,
  HARDWARE_SLUGS,
  isHardwareSlug,
  relatedHardware,
  requiredSpecKeys,
  type Hardware,
  type SpecKey,
} from './hardware';
import { SOLUTION_NAMES } from './solutions';

const SPEC_SLUGS = ['lf-gnss', 'lh-gnss', 'lk-gnss', 'p-box', 'stib-imu', 'stic-imu', 't-box'];

/** The issue's list: every product states these (constellations when it has a receiver). */
const ISSUE_KEYS: SpecKey[] = [
  'channels',
  'accuracy',
  'ttff',
  'updateRate',
  'interfaces',
  'power',
  'size',
  'temperature',
];
const CATEGORY_KEYS: Record<Hardware['category'], SpecKey[]> = {
  GNSS: ['constellations', 'corrections'],
  IMU: ['gyroBias', 'accelRange'],
  终端: ['constellations', 'network', 'protection'],
};

const rowKeys = (h: Hardware) => h.specs.flatMap((s) => s.rows.map((r) => r.key));
const allText = (h: Hardware) =>
  h.specs.flatMap((s) =>
    s.rows.flatMap((r) => (typeof r.value === 'string' ? [r.value] : r.value)),
  );

describe('hardware content (SPEC §2)', () => {
  it('has the 7 hardware routes of the spec, each keyed by its own slug', () => {
    expect([...HARDWARE_SLUGS]).toEqual(SPEC_SLUGS);
    for (const slug of HARDWARE_SLUGS) expect(HARDWARE[slug].slug).toBe(slug);
    expect(HARDWARE_LIST).toHaveLength(7);
  });

  it.each(HARDWARE_SLUGS)('%s lists every required specification row once', (slug) => {
    const hw = HARDWARE[slug];
    const keys = rowKeys(hw);
    expect(keys).toEqual(expect.arrayContaining([...ISSUE_KEYS, ...CATEGORY_KEYS[hw.category]]));
    expect(keys).toEqual(expect.arrayContaining([...requiredSpecKeys(hw)]));
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.includes('constellations')).toBe(hw.gnssReceiver);
    for (const text of allText(hw)) expect(text.trim()).not.toBe('');
  });

  it('gives each category its own rows', () => {
    const byCategory = (c: Hardware['category']) => HARDWARE_LIST.filter((h) => h.category === c);
    expect(byCategory('GNSS').map((h) => h.slug)).toEqual(['lf-gnss', 'lh-gnss', 'lk-gnss']);
    expect(byCategory('IMU').map((h) => h.slug)).toEqual(['stib-imu', 'stic-imu']);
    expect(byCategory('终端').map((h) => h.slug)).toEqual(['p-box', 't-box']);
    expect(HARDWARE['stib-imu'].gnssReceiver).toBe(false);
  });

  it('states the positioning claims of LK-GNSS and STIC-IMU', () => {
    expect(allText(HARDWARE['lk-gnss']).join(' ')).toMatch(/AEC-Q100.*ASIL-B ready/);
    expect(allText(HARDWARE['stic-imu']).join(' ')).toContain('隧道 60 s 内水平漂移 < 1%');
  });

  it.each(HARDWARE_SLUGS)(
    '%s has tagline, 2 paragraphs, 3–4 highlights and applications',
    (slug) => {
      const hw = HARDWARE[slug];
      expect(hw.tagline.trim()).not.toBe('');
      expect(hw.overview).toHaveLength(2);
      expect(hw.highlights.length).toBeGreaterThanOrEqual(3);
      expect(hw.highlights.length).toBeLessThanOrEqual(4);
      expect(hw.applications.length).toBeGreaterThanOrEqual(3);
      expect(hw.applications.length).toBeLessThanOrEqual(4);
      for (const app of hw.applications) {
        if (app.solution) expect(SOLUTION_NAMES).toContain(app.solution);
      }
    },
  );

  it('recognises slugs and lists related products of the same category', () => {
    expect(isHardwareSlug('t-box')).toBe(true);
    expect(isHardwareSlug('x-box')).toBe(false);
    expect(isHardwareSlug(undefined)).toBe(false);
    expect(relatedHardware('t-box').map((h) => h.slug)).toEqual(['p-box']);
    expect(relatedHardware('lk-gnss').map((h) => h.slug)).toEqual(['lf-gnss', 'lh-gnss']);
  });

  it('indexes all 7 pages for search with their path, name and summary', () => {
    expect(HARDWARE_PAGES.map((p) => p.path)).toEqual(
      SPEC_SLUGS.map((s) => `/productSolution/hardware/${s}`),
    );
    for (const page of HARDWARE_PAGES) {
      expect(page.title.trim()).not.toBe('');
      expect(page.description.trim()).not.toBe('');
    }
  });
});
