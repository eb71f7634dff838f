import type { HardwareSlug, SolutionName } from '../routeNames';

export { HARDWARE_SLUGS, type HardwareSlug } from '../routeNames';

/**
 * Types of the hardware product records (SPEC §2 `/productSolution/hardware/{name}`;
 * each page has "a specification table (constellations and frequencies, channels, accuracy, TTFF, update rate,
 * interfaces, power, size, operating temperature)"). Pure data: no React.
 */

/** Product family: GNSS module, inertial unit or terminal (P-BOX, T-BOX). */
export type HardwareCategory = 'GNSS' | 'IMU' | '终端';

/**
 * What a specification row states. The default Chinese label of each key is `SPEC_LABELS`; a row
 * may override it (an IMU says 启动时间 where a receiver says 首次定位时间).
 */
export type SpecKey =
  | 'constellations'
  | 'channels'
  | 'accuracy'
  | 'ttff'
  | 'updateRate'
  | 'corrections'
  | 'gyroRange'
  | 'gyroBias'
  | 'accelRange'
  | 'accelBias'
  | 'deadReckoning'
  | 'network'
  | 'interfaces'
  | 'power'
  | 'size'
  | 'temperature'
  | 'protection'
  | 'certification';

/** One row of a specification table: `value` is one line or several (rendered line by line). */
export interface SpecRow {
  key: SpecKey;
  /** Overrides `SPEC_LABELS[key]` for this product. */
  label?: string;
  value: string | readonly string[];
}

/** A titled group of rows, e.g. 定位性能 or 接口与电气. */
export interface SpecSection {
  title: string;
  rows: readonly SpecRow[];
}

/** A short titled paragraph: a highlight or an application. */
export interface TitledText {
  title: string;
  text: string;
}

/** An application of the product, optionally linked to the solution page that uses it. */
export interface HardwareApplication extends TitledText {
  solution?: SolutionName;
}

/** A hardware product page record, rendered by the one hardware page template. */
export interface Hardware {
  slug: HardwareSlug;
  name: string;
  category: HardwareCategory;
  /** One sentence for the search index and cards. */
  summary: string;
  /** One sentence under the h1; the page's meta description. */
  tagline: string;
  /** Whether the product contains a GNSS receiver (then its table lists constellations). */
  gnssReceiver: boolean;
  /** Exactly two paragraphs. */
  overview: readonly [string, string];
  /** Three or four selling points. */
  highlights: readonly TitledText[];
  specs: readonly SpecSection[];
  /** Three or four applications. */
  applications: readonly HardwareApplication[];
}
