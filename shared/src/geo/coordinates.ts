/**
 * Coordinates as a person types them (`/support/map/component/coordinateBox`; docs/api.md
 * "Coverage"): decimal degrees or degrees-minutes-seconds, latitude and longitude in separate
 * fields. One parser for the form (messages as the person types) and the tests of the API.
 */

/** Which coordinate a field holds: latitude or longitude. */
export type CoordinateAxis = 'lat' | 'lng';

/** Per axis: its Chinese name, its range in degrees and its hemisphere letters and words. */
export const COORDINATE_AXES = {
  lat: { label: '纬度', min: -90, max: 90, positive: 'N', negative: 'S', words: ['北纬', '南纬'] },
  lng: {
    label: '经度',
    min: -180,
    max: 180,
    positive: 'E',
    negative: 'W',
    words: ['东经', '西经'],
  },
} as const;

/** The outcome of parsing one coordinate: its value in decimal degrees, or a Chinese message. */
export type CoordinateParse = { ok: true; value: number } | { ok: false; error: string };

/**
 * The range of an axis in words, e.g. `纬度须在 -90° 至 90° 之间`.
 * @param axis `lat` or `lng`
 */
export function coordinateRangeMessage(axis: CoordinateAxis): string {
  const { label, min, max } = COORDINATE_AXES[axis];
  return `${label}须在 ${min}° 至 ${max}° 之间`;
}

/** The unit symbols after normalisation, in order: degree, minute (prime), second (double prime). */
const UNITS = '°′″';

/**
 * Brings the many ways of typing a coordinate to one spelling: full-width characters (NFKC),
 * `º`/`˚` → `°`, the minus sign and dashes → `-`, quotes and primes → `′`/`″`, 度分秒 → `°′″`,
 * 东经/西经/北纬/南纬 (or 东/西/北/南) → `E`/`W`/`N`/`S`, `:` → a space; letters in upper case.
 */
function normalise(text: string): string {
  return text
    .replace(/[º˚]/g, '°')
    .normalize('NFKC')
    .toUpperCase()
    .replace(/[−–—]/g, '-')
    .replace(/′′|''|’’|‘‘|["“”ʺ]|秒/g, '″')
    .replace(/['’‘ʹ]|分/g, '′')
    .replace(/度/g, '°')
    .replace(/东经|东/g, 'E')
    .replace(/西经|西/g, 'W')
    .replace(/北纬|北/g, 'N')
    .replace(/南纬|南/g, 'S')
    .replace(/:/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Splits off a hemisphere letter written before or after the number (at most once). */
function splitHemisphere(text: string): { body: string; letter: string | null } | null {
  const before = /^([NSEW])\s*(.*)$/.exec(text);
  const after = /^(.*?)\s*([NSEW])$/.exec(before ? (before[2] ?? '') : text);
  if (before && after) return null;
  if (before) return { body: before[2] ?? '', letter: before[1] ?? null };
  if (after) return { body: after[1] ?? '', letter: after[2] ?? null };
  return { body: text, letter: null };
}

/** One number of a coordinate and the unit written after it (empty when none). */
const PART = /^(\d+(?:\.\d*)?|\.\d+)([°′″]?)$/;

/**
 * Reads `116`, `116.397`, `116°23′49.2″`, `116 23 49.2`, `39°54.45′` into degrees, minutes and
 * seconds (units given, or taken in order when left out; only the last number may have decimals).
 * @returns the parts, or a Chinese message naming what is wrong
 */
function readParts(body: string, axis: CoordinateAxis): [number, number, number] | string {
  const { label } = COORDINATE_AXES[axis];
  const tokens = body
    .replace(/\s+([°′″])/g, '$1')
    .replace(/([°′″])/g, '$1 ')
    .split(' ')
    .filter(Boolean);
  if (tokens.length === 0 || tokens.length > 3) return formatHint(axis);
  const parts: [number, number, number] = [0, 0, 0];
  let next = 0;
  for (const [i, token] of tokens.entries()) {
    const match = PART.exec(token);
    if (!match) return formatHint(axis);
    const slot = match[2] ? UNITS.indexOf(match[2]) : next;
    if (slot < next || slot > 2) return formatHint(axis);
    if (i < tokens.length - 1 && match[1]?.includes('.')) {
      return `${label}只有最后一项可以带小数（如 116°23.82′）`;
    }
    parts[slot] = Number(match[1]);
    next = slot + 1;
  }
  if (parts[1] >= 60) return `${label}的分须小于 60`;
  if (parts[2] >= 60) return `${label}的秒须小于 60`;
  return parts;
}

/** The message for text that is no coordinate at all, with an example of each form. */
function formatHint(axis: CoordinateAxis): string {
  const example = axis === 'lat' ? '39.9087 或 39°54′31″N' : '116.397 或 116°23′49″E';
  return `无法识别的${COORDINATE_AXES[axis].label}，请输入十进制度或度分秒，如 ${example}`;
}

/**
 * Parses one coordinate typed by a person. Accepted: decimal degrees (`116.397`, `-33.5`,
 * `116.397E`), degrees-minutes-seconds with symbols or spaces (`116°23'49.2"E`, `116 23 49.2`,
 * `39°54′27″N`, `39:54:27`), degrees and decimal minutes (`39°54.45′`), full-width characters
 * (`１１６．３９７`), 度分秒 and 东经/西经/北纬/南纬. The direction is a sign (`-`, `+`) or a
 * hemisphere letter before or after the number (N/S for latitude, E/W for longitude), not both.
 * Minutes and seconds are below 60; latitude is within −90…90, longitude within −180…180.
 * @param text what the person typed
 * @param axis `lat` or `lng`
 * @returns `{ ok: true, value }` in decimal degrees (south and west negative), or `{ ok: false,
 *   error }` with a Chinese message, e.g. `纬度须在 -90° 至 90° 之间`
 */
export function parseCoordinate(text: string, axis: CoordinateAxis): CoordinateParse {
  const { label, max, positive, negative, words } = COORDINATE_AXES[axis];
  const normal = normalise(text);
  if (normal === '') return { ok: false, error: `请输入${label}` };
  if (/[^\d.\s°′″+\-NSEW]/.test(normal)) return { ok: false, error: formatHint(axis) };
  const split = splitHemisphere(normal);
  if (!split) return { ok: false, error: `${label}的半球字母只能写一次` };
  const { letter } = split;
  if (letter && letter !== positive && letter !== negative) {
    const hint = `${positive} 或 ${negative}（${words[0]}、${words[1]}）`;
    return { ok: false, error: `${label}请用 ${hint}标明方向` };
  }
  const signed = /^([+-])\s*(.*)$/.exec(split.body);
  if (signed && letter) {
    return { ok: false, error: `${label}请只用正负号或半球字母中的一种表示方向` };
  }
  const parts = readParts(signed ? (signed[2] ?? '') : split.body, axis);
  if (typeof parts === 'string') return { ok: false, error: parts };
  const magnitude = parts[0] + parts[1] / 60 + parts[2] / 3600;
  if (magnitude > max) return { ok: false, error: coordinateRangeMessage(axis) };
  const south = signed?.[1] === '-' || letter === negative;
  return { ok: true, value: south && magnitude !== 0 ? -magnitude : magnitude };
}

/**
 * Parses a latitude (`parseCoordinate(text, 'lat')`).
 * @returns decimal degrees, north positive, or a Chinese message
 */
export function parseLatitude(text: string): CoordinateParse {
  return parseCoordinate(text, 'lat');
}

/**
 * Parses a longitude (`parseCoordinate(text, 'lng')`).
 * @returns decimal degrees, east positive, or a Chinese message
 */
export function parseLongitude(text: string): CoordinateParse {
  return parseCoordinate(text, 'lng');
}

/**
 * A coordinate in degrees-minutes-seconds with its hemisphere letter, minutes and seconds on two
 * digits: `formatDms(116.397, 'lng')` → `116°23′49.2″E`, `formatDms(-33.5, 'lat')` →
 * `33°30′00.0″S`. Rounding carries into minutes and degrees (`40°00′00.0″N`, never `60.0″`).
 * @param value decimal degrees (south and west negative; 0 is N or E)
 * @param axis `lat` or `lng`
 * @param secondDecimals decimals of the seconds, 0–6 (default 1; 0.1″ is about 3 m)
 * @throws RangeError when the value is not finite or outside the axis's range
 */
export function formatDms(value: number, axis: CoordinateAxis, secondDecimals = 1): string {
  const { max, positive, negative } = COORDINATE_AXES[axis];
  if (!Number.isFinite(value) || Math.abs(value) > max) {
    throw new RangeError(coordinateRangeMessage(axis));
  }
  const digits = Math.min(6, Math.max(0, Math.trunc(secondDecimals)));
  const scale = 10 ** digits;
  const total = Math.round(Math.abs(value) * 3600 * scale);
  const degrees = Math.floor(total / (3600 * scale));
  const minutes = Math.floor((total - degrees * 3600 * scale) / (60 * scale));
  const seconds = (total - degrees * 3600 * scale - minutes * 60 * scale) / scale;
  const secondsText = seconds.toFixed(digits).padStart(digits > 0 ? digits + 3 : 2, '0');
  const letter = value < 0 && total > 0 ? negative : positive;
  return `${degrees}°${String(minutes).padStart(2, '0')}′${secondsText}″${letter}`;
}
