/**
 * Which cities each service covers (docs/api.md "Coverage"): illustrative data of this site, not a
 * survey of a real reference-station network. Keys are provincial GB/T 2260 codes of the map data
 * (`echarts4/map/json`); a value is `'all'` (every city of the province on the map) or the codes
 * of the covered cities. A province left out is not covered. 台湾 (`710000`) is on the map but
 * neither service is offered there: a business choice of this data, like the rest of the table.
 */
export type CoverageTable = Record<string, 'all' | readonly string[]>;

/** The 31 provincial-level divisions of mainland China. */
// prettier-ignore
export const MAINLAND_PROVINCES = [
  '110000', '120000', '130000', '140000', '150000', '210000', '220000', '230000',
  '310000', '320000', '330000', '340000', '350000', '360000', '370000',
  '410000', '420000', '430000', '440000', '450000', '460000',
  '500000', '510000', '520000', '530000', '540000',
  '610000', '620000', '630000', '640000', '650000',
] as const;

/** The provinces where centimetre service reaches only the cities listed. */
const CENTIMETRE_PARTIAL: CoverageTable = {
  // 内蒙古: the south and the Hetao plain; not 呼伦贝尔, 兴安盟, 锡林郭勒盟, 阿拉善盟.
  '150000': ['150100', '150200', '150300', '150400', '150500', '150600', '150800', '150900'],
  // 黑龙江: all but the forests of the north (伊春, 黑河, 大兴安岭).
  // prettier-ignore
  '230000': [
    '230100', '230200', '230300', '230400', '230500',
    '230600', '230800', '230900', '231000', '231200',
  ],
  // 四川: all but the plateau prefectures 阿坝 and 甘孜.
  // prettier-ignore
  '510000': [
    '510100', '510300', '510400', '510500', '510600', '510700', '510800', '510900', '511000',
    '511100', '511300', '511400', '511500', '511600', '511700', '511800', '511900', '512000',
    '513400',
  ],
  // 西藏: 拉萨 and the valleys of 日喀则, 山南 and 林芝.
  '540000': ['540100', '540200', '542200', '542600'],
  // 青海: 西宁, 海东 and the prefectures around 青海湖 (海北, 黄南, 海南州).
  '630000': ['630100', '630200', '632200', '632300', '632500'],
  // 新疆: the northern slope of the 天山 (乌鲁木齐 to 哈密) and 克拉玛依.
  '650000': ['650100', '650200', '652100', '652200', '652300', '659001', '659004'],
};

/**
 * Locate-CM (service 6, centimetre, RTK): most cities of the eastern, central and southern
 * provinces, every city of the other mainland provinces except those in `CENTIMETRE_PARTIAL`,
 * where only the listed cities are covered. Not 香港, 澳门 or 台湾.
 */
const CENTIMETRE: CoverageTable = {
  ...Object.fromEntries(
    MAINLAND_PROVINCES.filter((code) => !(code in CENTIMETRE_PARTIAL)).map((code) => [
      code,
      'all' as const,
    ]),
  ),
  ...CENTIMETRE_PARTIAL,
};

/** Locate-DM (service 7, sub-metre, RTD): every city of mainland China, 香港 and 澳门. */
const SUB_METRE: CoverageTable = Object.fromEntries(
  [...MAINLAND_PROVINCES, '810000', '820000'].map((code) => [code, 'all' as const]),
);

/** The coverage table by service id (6 Locate-CM, 7 Locate-DM; names from `services`). */
export const COVERAGE_TABLE: Record<number, CoverageTable> = {
  6: CENTIMETRE,
  7: SUB_METRE,
};

/** The services whose coverage the map shows, in the order shown. */
export const COVERAGE_SERVICE_IDS = [6, 7] as const;
