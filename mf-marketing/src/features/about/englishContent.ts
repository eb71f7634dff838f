/**
 * English copy of `/aboutus/indexen` (the company in English). Pure data; figures are
 * illustrative and match `content/company.ts`.
 */

/** A titled card of the English page. */
export interface EnglishCard {
  title: string;
  text: string;
  meta?: string;
}

/** Overview paragraphs. */
export const EN_OVERVIEW: readonly string[] = [
  'Xingheng Spacetime is a high-precision positioning provider founded in Beijing in 2016. We build and operate a nationwide network of more than 3,200 continuously operating reference stations (CORS) and broadcast RTCM 3.x MSM4/MSM7 corrections and PPP-RTK state-space corrections over NTRIP and through our SDK.',
  'Our coordinates are available in CGCS2000, WGS84 and ITRF2020. The positioning engine, network processing and integrity monitoring are developed in-house and serve intelligent driving, low-altitude aviation, precision agriculture, smart ports and deformation monitoring.',
];

/** Key figures (illustrative). */
export const EN_FIGURES: readonly EnglishCard[] = [
  { title: '3,200+', text: 'reference stations' },
  { title: '2 cm', text: 'horizontal accuracy (RMS)' },
  { title: '18 M+', text: 'devices served' },
  { title: '46', text: 'granted invention patents' },
];

/** Correction services. */
export const EN_SERVICES: readonly EnglishCard[] = [
  {
    title: 'Locate-CM',
    meta: 'Centimetre-level RTK',
    text: 'Network RTK with 2 cm horizontal and 5 cm vertical accuracy (RMS), initialised within seconds. NTRIP on ports 8001–8003 by coordinate frame, or through the SDK.',
  },
  {
    title: 'Locate-DM',
    meta: 'Sub-metre DGNSS',
    text: 'Sub-metre positioning for bike sharing, fleet tracking and mass-market devices, with low data usage and a lightweight SDK for Android, iOS and embedded Linux.',
  },
  {
    title: 'Orion',
    meta: 'Satellite-delivered PPP-RTK',
    text: 'Corrections broadcast over an L-band satellite link for offshore and remote areas without mobile coverage, converging to decimetre level in under a minute.',
  },
];

/** Hardware product lines. */
export const EN_HARDWARE: readonly EnglishCard[] = [
  {
    title: 'LF-GNSS / LH-GNSS',
    text: 'Multi-constellation, multi-frequency GNSS receiver boards for surveying, agriculture and robotics.',
  },
  {
    title: 'LK-GNSS',
    text: 'Automotive-grade GNSS module produced under IATF 16949 for ADAS and intelligent driving.',
  },
  {
    title: 'STIB-IMU / STIC-IMU',
    text: 'GNSS/IMU integrated navigation modules that keep lane-level positions in tunnels and urban canyons.',
  },
  {
    title: 'T-BOX / P-BOX',
    text: 'Vehicle telematics units and positioning boxes with built-in correction service access.',
  },
];

/** Contact lines: label and value. */
export const EN_CONTACT = {
  address:
    'Building 7, No. 10 Xibeiwang East Road, Zhongguancun Software Park, Haidian District, Beijing, China',
  partnerships: 'For partnerships, please use our partner programme page (Chinese).',
} as const;
