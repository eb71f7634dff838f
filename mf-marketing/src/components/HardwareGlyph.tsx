/** Drawn kinds of hardware (SPEC §1: GNSS modules, IMU, T-BOX, P-BOX). */
export type HardwareKind = 'gnss' | 'imu' | 'tbox' | 'pbox';

/**
 * The glyph kind of a hardware item from its category (free text such as `GNSS 模块`, `IMU`,
 * `T-BOX`), falling back to the slug (`stib-imu`, `p-box`), then to a GNSS module.
 */
export function hardwareKindOf(category: string, slug = ''): HardwareKind {
  for (const text of [category, slug]) {
    const t = text.toLowerCase().replace(/[^a-z]/g, '');
    if (t.includes('imu') || text.includes('惯导')) return 'imu';
    if (t.includes('tbox')) return 'tbox';
    if (t.includes('pbox')) return 'pbox';
    if (t.includes('gnss')) return 'gnss';
  }
  return 'gnss';
}

const PINS = [8, 16, 24, 32];

function Glyph({ kind }: { kind: HardwareKind }) {
  switch (kind) {
    case 'imu':
      return (
        <>
          <path d="M24 8 38 16v16L24 40 10 32V16z" />
          <path d="M10 16l14 8 14-8M24 24v16" />
          <path d="M24 24 24 4M24 24 44 30" strokeDasharray="3 3" />
        </>
      );
    case 'tbox':
      return (
        <>
          <rect x="6" y="18" width="36" height="22" rx="3" />
          <path d="M32 18V6M28 8h8" />
          <circle cx="14" cy="29" r="3" />
          <path d="M22 26h14M22 32h10" />
        </>
      );
    case 'pbox':
      return (
        <>
          <rect x="6" y="12" width="36" height="24" rx="3" />
          <rect x="11" y="30" width="6" height="6" />
          <rect x="21" y="30" width="6" height="6" />
          <rect x="31" y="30" width="6" height="6" />
          <circle cx="24" cy="21" r="4" />
        </>
      );
    case 'gnss':
      return (
        <>
          <rect x="12" y="12" width="24" height="24" rx="2" />
          {PINS.map((p) => (
            <path key={p} d={`M${p + 4} 6v6M${p + 4} 36v6M6 ${p + 4}h6M36 ${p + 4}h6`} />
          ))}
          <circle cx="24" cy="24" r="5" />
        </>
      );
  }
}

/**
 * A drawn glyph of a hardware item by kind (no external images). Decorative.
 * @param kind from `hardwareKindOf`
 */
export function HardwareGlyph({ kind }: { kind: HardwareKind }) {
  return (
    <svg
      className="mkt-hardware__glyph"
      width="48"
      height="48"
      viewBox="0 0 48 48"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-kind={kind}
    >
      <Glyph kind={kind} />
    </svg>
  );
}
