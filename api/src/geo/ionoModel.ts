/**
 * The ionosphere model of `/support/iono` (docs/api.md "Ionosphere"): vertical TEC in TECU as a
 * function of place and time, a documented climatology, not measurements. The page labels it as
 * model data. Pure and deterministic: the same time gives the same grid.
 *
 *   TEC_quiet = S · [ N(φm) + A(φm) · D(LT) ]
 *   LT = UT + λ / 15 (hours, mod 24); φm = geomagnetic latitude of a centred dipole
 *   D(LT): 0 at 05:00, rising as ½(1 − cos) to 1 at 14:00, falling as ½(1 + cos) to 0 at 05:00
 *   N(φm) = N0 · (0.6 + 0.4 · cos²φm)            night-time background
 *   A(φm) = A0 · cos²φm + C · exp(−((|φm| − 15°) / w)²)   daytime build-up with the crests of
 *          the equatorial anomaly near ±15° magnetic latitude (south China)
 *   TEC_disturbed = K · TEC_quiet + T · E(φ) · ½(1 + cos 2π((φ + 0.3 (λ − 105°) + v·t) / L))
 *          a storm-time increase and large-scale travelling disturbances moving south
 */

/** The model's parameters (every number of the formulas above). */
export const IONO_MODEL = {
  name: '星衡电离层模型 XH-TEC 1.0（模型数据）',
  /** Geomagnetic north pole of the centred dipole (IGRF-13, epoch 2020), degrees. */
  pole: { lat: 80.65, lng: -72.68 },
  /** S: solar-activity and season factor, fixed (moderate solar activity, equinox). */
  solarFactor: 1,
  /** N0: night-time TEC at the magnetic equator, TECU. */
  night: 6,
  /** A0: daytime build-up at the magnetic equator without the crests, TECU. */
  day: 30,
  /** C, crest latitude and w: the equatorial anomaly crests, TECU and degrees. */
  crest: { amplitude: 45, magLat: 15, width: 7 },
  /** Local solar times of the pre-dawn minimum and of the afternoon peak, hours. */
  diurnal: { minimum: 5, peak: 14 },
  /**
   * The disturbance: K (storm-time factor), T (amplitude of the travelling structure, TECU), its
   * envelope E from `envelopeSouth` at 15°N to 1 at 55°N, wavelength L (degrees of latitude) and
   * speed v (degrees of latitude an hour, about 600 m/s).
   */
  storm: { factor: 1.6, amplitude: 25, envelopeSouth: 0.6, wavelength: 12.5, speed: 19.4 },
} as const;

const RAD = Math.PI / 180;
const HOUR_MS = 3_600_000;

/**
 * Local solar time at a longitude.
 * @param time epoch ms (UT)
 * @param lng degrees east
 * @returns hours in [0, 24)
 */
export function localSolarTime(time: number, lng: number): number {
  const hours = time / HOUR_MS + lng / 15;
  return ((hours % 24) + 24) % 24;
}

/**
 * The diurnal shape D(LT): 0 at the pre-dawn minimum (05:00), 1 at the afternoon peak (14:00), a
 * half cosine up over 9 hours and down over 15, smooth at both ends.
 * @param lt local solar time in hours
 * @returns 0…1
 */
export function diurnalShape(lt: number): number {
  const { minimum, peak } = IONO_MODEL.diurnal;
  const sinceMinimum = (((lt - minimum) % 24) + 24) % 24;
  const rise = peak - minimum;
  if (sinceMinimum <= rise) return 0.5 * (1 - Math.cos((Math.PI * sinceMinimum) / rise));
  return 0.5 * (1 + Math.cos((Math.PI * (sinceMinimum - rise)) / (24 - rise)));
}

/**
 * Geomagnetic latitude of a centred dipole (`IONO_MODEL.pole`): about 30° at Beijing, 14° at
 * Guangzhou, 9° at Sanya, good to a few degrees over China.
 * @param lat geographic latitude, degrees
 * @param lng geographic longitude, degrees east
 * @returns degrees
 */
export function magneticLatitude(lat: number, lng: number): number {
  const { pole } = IONO_MODEL;
  const sin =
    Math.sin(lat * RAD) * Math.sin(pole.lat * RAD) +
    Math.cos(lat * RAD) * Math.cos(pole.lat * RAD) * Math.cos((lng - pole.lng) * RAD);
  return Math.asin(sin) / RAD;
}

/**
 * TEC of the quiet model.
 * @param lng degrees east
 * @param lat degrees north
 * @param time epoch ms
 * @returns TECU
 */
export function quietTec(lng: number, lat: number, time: number): number {
  const { solarFactor, night, day, crest } = IONO_MODEL;
  const magLat = magneticLatitude(lat, lng);
  const cos2 = Math.cos(magLat * RAD) ** 2;
  const crests =
    crest.amplitude * Math.exp(-(((Math.abs(magLat) - crest.magLat) / crest.width) ** 2));
  const background = night * (0.6 + 0.4 * cos2);
  const buildUp = day * cos2 + crests;
  return solarFactor * (background + buildUp * diurnalShape(localSolarTime(time, lng)));
}

/**
 * The travelling structure of the disturbance: wave fronts tilted from east–west, moving south at
 * `storm.speed`, stronger in the north (storms come from high latitudes).
 * @returns TECU added, 0…`storm.amplitude`
 */
export function travellingStructure(lng: number, lat: number, time: number): number {
  const { amplitude, envelopeSouth, wavelength, speed } = IONO_MODEL.storm;
  const north = Math.min(1, Math.max(0, (lat - 15) / 40));
  const envelope = envelopeSouth + (1 - envelopeSouth) * north;
  const phase = (lat + 0.3 * (lng - 105) + (speed * time) / HOUR_MS) / wavelength;
  return amplitude * envelope * 0.5 * (1 + Math.cos(2 * Math.PI * phase));
}

/**
 * Vertical TEC of the model at a place and time.
 * @param lng degrees east
 * @param lat degrees north
 * @param time epoch ms
 * @param disturbed the disturbance switch: storm-time increase and travelling structure
 * @returns TECU
 */
export function verticalTec(lng: number, lat: number, time: number, disturbed: boolean): number {
  const quiet = quietTec(lng, lat, time);
  if (!disturbed) return quiet;
  return IONO_MODEL.storm.factor * quiet + travellingStructure(lng, lat, time);
}
