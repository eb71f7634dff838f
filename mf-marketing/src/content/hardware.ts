import { hardwarePath } from '../paths';
import type { PageEntry } from './pageEntry';
import { LF_GNSS } from './hardware/lfGnss';
import { LH_GNSS } from './hardware/lhGnss';
import { LK_GNSS } from './hardware/lkGnss';
import { P_BOX } from './hardware/pBox';
import { STIB_IMU } from './hardware/stibImu';
import { STIC_IMU } from './hardware/sticImu';
import { T_BOX } from './hardware/tBox';
import { HARDWARE_SLUGS, type Hardware, type HardwareSlug } from './hardware/types';

/**
 * GNSS and IMU hardware as data (SPEC §2: the 7 routes under `/productSolution/hardware/`), one
 * record per product (in `./hardware/`) rendered by one template. Specification figures are
 * illustrative.
 */

export { HARDWARE_SLUGS } from './hardware/types';
export type {
  Hardware,
  HardwareApplication,
  HardwareCategory,
  HardwareSlug,
  SpecKey,
  SpecRow,
  SpecSection,
  TitledText,
} from './hardware/types';
export { requiredSpecKeys, SPEC_LABELS, specLabel } from './hardware/specKeys';

/** Every hardware product, keyed by slug. */
export const HARDWARE: Readonly<Record<HardwareSlug, Hardware>> = {
  'lf-gnss': LF_GNSS,
  'lh-gnss': LH_GNSS,
  'lk-gnss': LK_GNSS,
  'p-box': P_BOX,
  'stib-imu': STIB_IMU,
  'stic-imu': STIC_IMU,
  't-box': T_BOX,
};

/** Every hardware product in the order of SPEC §2. */
export const HARDWARE_LIST: readonly Hardware[] = HARDWARE_SLUGS.map((slug) => HARDWARE[slug]);

/**
 * Whether a route parameter names a hardware product.
 * @param name the `{name}` of `/productSolution/hardware/{name}` (may be missing)
 * @returns true when `name` is one of `HARDWARE_SLUGS` (narrows it to `HardwareSlug`)
 */
export function isHardwareSlug(name: string | undefined): name is HardwareSlug {
  return HARDWARE_SLUGS.some((slug) => slug === name);
}

/**
 * The other products of the same category, for a "related products" list.
 * @param slug the current product
 * @returns products sharing its category, without it, in SPEC §2 order (may be empty)
 */
export function relatedHardware(slug: HardwareSlug): readonly Hardware[] {
  const { category } = HARDWARE[slug];
  return HARDWARE_LIST.filter((h) => h.category === category && h.slug !== slug);
}

/** The hardware pages as search/meta entries. */
export const HARDWARE_PAGES: readonly PageEntry[] = HARDWARE_SLUGS.map((slug) => ({
  path: hardwarePath(slug),
  title: HARDWARE[slug].name,
  description: HARDWARE[slug].summary,
  keywords: [
    slug.toUpperCase(),
    HARDWARE[slug].category,
    ...HARDWARE[slug].highlights.map((h) => h.title),
  ],
}));
