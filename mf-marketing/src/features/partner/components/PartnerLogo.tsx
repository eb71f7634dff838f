import type { PartnerBrand } from '../../../content/partners';

const SHAPES: Record<PartnerBrand['shape'], string> = {
  circle: 'M28 4a24 24 0 1 1 0 48a24 24 0 1 1 0-48z',
  square: 'M8 4h40a4 4 0 0 1 4 4v40a4 4 0 0 1-4 4H8a4 4 0 0 1-4-4V8a4 4 0 0 1 4-4z',
  hexagon: 'M28 3l22 12.5v25L28 53 6 40.5v-25z',
  diamond: 'M28 2l26 26-26 26L2 28z',
};

/**
 * A partner's wordmark drawn by us ("partner logos drawn by us"): a coloured monogram
 * shape and the company name, 200×56 CSS pixels, fixed size so nothing shifts.
 * @param brand the fictional partner of `PARTNER_BRANDS`
 * @returns an `img`-role SVG named after the company
 */
export function PartnerLogo({ brand }: { brand: PartnerBrand }) {
  const small = brand.mark.length > 1;
  return (
    <svg
      width={200}
      height={56}
      viewBox="0 0 200 56"
      role="img"
      aria-label={`${brand.name}（${brand.industry}）`}
      className="mkt-partner-logo"
    >
      <path d={SHAPES[brand.shape]} fill={brand.color} />
      <text
        x={28}
        y={28}
        dy="0.35em"
        textAnchor="middle"
        fill="#fff"
        fontSize={small ? 15 : 22}
        fontWeight={700}
      >
        {brand.mark}
      </text>
      <text x={64} y={26} fill="#1f2a3d" fontSize={20} fontWeight={700} letterSpacing={2}>
        {brand.name}
      </text>
      <text x={64} y={46} fill="#8a94a6" fontSize={11}>
        {brand.industry}
      </text>
    </svg>
  );
}
