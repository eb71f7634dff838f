/**
 * Specification values that several hardware records state word for word, because the products
 * track the same signals or carry the same positioning engine (T-BOX embeds LK-GNSS). Written once
 * here so that a corrected figure changes on every product page at the same time. Pure data.
 */

/** The dual-frequency (L1 + L5) signals of LF-GNSS, LK-GNSS and T-BOX. */
export const DUAL_FREQUENCY_SIGNALS: readonly string[] = [
  'BDS B1I / B1C / B2a',
  'GPS L1 C/A / L5',
  'Galileo E1 / E5a',
  'GLONASS G1',
  'QZSS L1 / L5',
];

/** The triple-frequency signals of P-BOX and STIC-IMU. */
export const TRIPLE_FREQUENCY_SIGNALS: readonly string[] = [
  'BDS B1I / B2a / B3I',
  'GPS L1 / L2 / L5',
  'Galileo E1 / E5a / E5b',
  'GLONASS G1 / G2',
  'QZSS L1 / L2 / L5',
];

/** Time to first fix of the positioning engine (cold start, hot start, reacquisition). */
export const ENGINE_TTFF: readonly string[] = ['冷启动 < 28 s', '热启动 < 2 s', '重捕获 < 1 s'];

/** Stand-alone accuracy of the positioning engine, first line of an `accuracy` row. */
export const SINGLE_POINT_ACCURACY = '单点定位：1.5 m（CEP）';

/** RTK accuracy of the positioning engine with Xingheng corrections. */
export const RTK_ACCURACY = 'RTK：水平 1 cm + 1 ppm，垂直 1.5 cm + 1 ppm';
